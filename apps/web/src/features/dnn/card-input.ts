import { DnnCardsSchema, splitMsisdns } from '@pn/shared';

/** The numbers typed (each once), or why they cannot be sent, naming a malformed one. */
export function checkMsisdns(text: string): { msisdns: string[] } | { error: string } {
  const msisdns = [...new Set(splitMsisdns(text))];
  const parsed = DnnCardsSchema.safeParse({ msisdns });
  if (parsed.success) return { msisdns: parsed.data.msisdns };
  const issue = parsed.error.issues[0];
  const bad = issue && issue.path.length > 1 ? msisdns[Number(issue.path[1])] : undefined;
  return { error: bad ? `${issue?.message}：${bad}` : (issue?.message ?? '号码不正确') };
}
