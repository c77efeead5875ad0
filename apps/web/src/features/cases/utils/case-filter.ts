/** Query parameter of /case naming the selected industry, so a filtered list can be shared. */
export const TRADE_PARAM = 'trade';

/**
 * The industry /case filters on: the `trade` query value when it is one of `trades` (the
 * industries that have cases), otherwise none (every case is listed).
 */
export function selectedTrade(
  search: URLSearchParams,
  trades: readonly string[],
): string | undefined {
  const trade = search.get(TRADE_PARAM)?.trim();
  return trade && trades.includes(trade) ? trade : undefined;
}

/** The query string of /case with `trade` selected (none: every case), other parameters kept. */
export function tradeSearch(search: URLSearchParams, trade: string | undefined): string {
  const next = new URLSearchParams(search);
  if (trade) next.set(TRADE_PARAM, trade);
  else next.delete(TRADE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}
