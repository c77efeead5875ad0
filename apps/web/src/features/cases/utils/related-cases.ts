/** How many cases of the same industry a case page suggests. */
export const RELATED_CASES_MAX = 4;

/** Other cases of the same industry as `current`, in list order, at most `limit`. */
export function relatedCases<T extends { pkId: number; trade: string }>(
  cases: readonly T[],
  current: { pkId: number; trade: string },
  limit = RELATED_CASES_MAX,
): T[] {
  if (!current.trade) return [];
  return cases.filter((c) => c.trade === current.trade && c.pkId !== current.pkId).slice(0, limit);
}
