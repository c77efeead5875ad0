import { Tag, Tooltip } from 'antd';
import type { ReleaseKindText, ReleaseRow } from './kind';
import { RELEASE_STATUS_TAGS, releaseText } from './text';

interface ReleaseStatusTagProps<R extends ReleaseRow> {
  kind: { text: Pick<ReleaseKindText, 'scheduledDone'>; isScheduled(item: R): boolean };
  item: R;
}

/** The record's state; a published record whose release time is still to come is scheduled. */
export function ReleaseStatusTag<R extends ReleaseRow>({ kind, item }: ReleaseStatusTagProps<R>) {
  if (kind.isScheduled(item)) {
    return (
      <Tooltip title={kind.text.scheduledDone(item.releaseTime)}>
        <Tag color="processing">{releaseText.scheduled}</Tag>
      </Tooltip>
    );
  }
  const tag = RELEASE_STATUS_TAGS[item.status];
  return tag ? <Tag color={tag.color}>{tag.label}</Tag> : null;
}
