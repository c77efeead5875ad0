/** A time filter of a log list: from (inclusive) and to (exclusive), either open. */
export interface TimeRange {
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** `YYYY-MM-DD[ HH:mm[:ss]]` as a server-local time (the zone dates are displayed in). */
function parseLocal(value: string): { at: Date; dateOnly: boolean } {
  const [date, time] = value.split(' ') as [string, string | undefined];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = (time ?? '').split(':').filter(Boolean).map(Number);
  return { at: new Date(y, m - 1, d, hh, mm, ss), dateOnly: time === undefined };
}

/**
 * The `dateFrom`/`dateTo` filter of a list as a time range; a date without a time runs to
 * the end of that day.
 */
export function rangeOf(q: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
  const range: TimeRange = {};
  if (q.dateFrom) range.from = parseLocal(q.dateFrom).at;
  if (q.dateTo) {
    const { at, dateOnly } = parseLocal(q.dateTo);
    range.to = dateOnly
      ? new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1)
      : new Date(at.getTime() + 1000);
  }
  return range;
}
