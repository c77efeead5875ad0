import type { MarketDemandFollowUp } from '@pn/shared';
import { authApi } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { DEMAND_ADMIN_KEY } from './demand-admin';

/** POST sm/marketdemand/:id/follow-up: a note and who takes the demand; it is then 跟进中. */
export function followUpDemand(id: number, input: MarketDemandFollowUp) {
  return authApi.post<{ id: number; status: number }>(`sm/marketdemand/${id}/follow-up`, input);
}

export function useFollowUpDemand() {
  return useInvalidatingMutation(
    ({ id, input }: { id: number; input: MarketDemandFollowUp }) => followUpDemand(id, input),
    { invalidates: [DEMAND_ADMIN_KEY] },
  );
}
