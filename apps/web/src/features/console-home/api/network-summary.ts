import type { HomeSummary } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** GET network/home/summary: the private-network figures of the screens the account holds. */
export function useNetworkSummary() {
  return useQuery({
    queryKey: ['network', 'home'],
    queryFn: ({ signal }) =>
      authApi.get<HomeSummary>('network/home/summary', undefined, { signal }),
  });
}
