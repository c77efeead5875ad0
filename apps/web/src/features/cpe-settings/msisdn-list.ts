import { CardGroupMembersSchema, splitMsisdns } from '@pn/shared';

/**
 * The card numbers typed or pasted (one a line, or separated by commas or spaces), each
 * once, or why they cannot be sent — naming the malformed number, with the shared schema's
 * message.
 */
export function checkMsisdnList(text: string): { msisdns: string[] } | { error: string } {
  const msisdns = [...new Set(splitMsisdns(text))];
  const parsed = CardGroupMembersSchema.shape.msisdnList.safeParse(msisdns);
  if (parsed.success) return { msisdns: parsed.data };
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  const bad = typeof index === 'number' ? msisdns[index] : undefined;
  return { error: bad ? `${issue?.message}：${bad}` : (issue?.message ?? '卡号不正确') };
}
