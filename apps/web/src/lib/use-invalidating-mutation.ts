import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose success makes the queries under `invalidates` read again (every key is a
 * prefix: `['ota']` covers every firmware and task query). With `awaitRefetch` the mutation
 * settles once the active ones have been read again, so what the caller does next (close a
 * dialog, say 已保存) already sees the new data; without it the refetch runs behind.
 */
export function useInvalidatingMutation<V, R>(
  fn: (v: V) => Promise<R>,
  {
    invalidates,
    awaitRefetch = true,
  }: { invalidates: readonly QueryKey[]; awaitRefetch?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      const refetched = Promise.all(
        invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return awaitRefetch ? refetched : undefined;
    },
  });
}
