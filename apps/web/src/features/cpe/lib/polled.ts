interface PolledQuery {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A polled query as DataState sees it: only a failed first load replaces the block; a
 * failed refresh keeps the last data on screen (the next poll tries again).
 */
export function polled(query: PolledQuery) {
  return {
    isPending: query.isPending,
    isError: query.isError && query.data === undefined,
    error: query.error,
    refetch: query.refetch,
  };
}
