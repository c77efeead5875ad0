import type { MarketDemandFollowUp } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { DEMAND_ADMIN_KEY } from './demand-admin';

/** POST sm/marketdemand/:id/follow-up: a note and who takes the demand; it is then 跟进中. */
export function followUpDemand(id: number, input: MarketDemandFollowUp) {
  return authApi.post<{ id: number; status: number }>(`sm/marketdemand/${id}/follow-up`, input);
}

export function useFollowUpDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MarketDemandFollowUp }) =>
      followUpDemand(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEMAND_ADMIN_KEY }),
  });
}
