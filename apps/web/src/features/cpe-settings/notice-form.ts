import { maskPhone, NOTICE_EVENT_LABELS, type NoticeEvent } from '@pn/shared';

/** The label of a notice event, or the raw value for one this build does not know. */
export function noticeEventLabel(event: string): string {
  return Object.hasOwn(NOTICE_EVENT_LABELS, event)
    ? NOTICE_EVENT_LABELS[event as NoticeEvent]
    : event || '-';
}

/** The receivers in a list cell: the first `shown` masked (138****8000), then 等N人. */
export function receiversText(receivers: readonly string[], shown = 2): string {
  if (!receivers.length) return '-';
  const head = receivers.slice(0, shown).map(maskPhone).join('、');
  return receivers.length > shown ? `${head} 等${receivers.length}人` : head;
}
