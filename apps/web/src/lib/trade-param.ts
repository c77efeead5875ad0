/**
 * Query parameter of the portal's industry-filtered lists (/case, /application) naming the
 * selected industry, so a filtered list can be shared.
 */
export const TRADE_PARAM = 'trade';

/**
 * The industry a list filters on: the `trade` query value when it is one of `trades` (the
 * industries that have entries), otherwise none (everything is listed).
 */
export function selectedTrade(
  search: URLSearchParams,
  trades: readonly string[],
): string | undefined {
  const trade = search.get(TRADE_PARAM)?.trim();
  return trade && trades.includes(trade) ? trade : undefined;
}

/**
 * The query string with `trade` selected (none: everything), other parameters kept except the
 * page: another industry starts at its first page.
 */
export function tradeSearch(search: URLSearchParams, trade: string | undefined): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (trade) next.set(TRADE_PARAM, trade);
  else next.delete(TRADE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}
