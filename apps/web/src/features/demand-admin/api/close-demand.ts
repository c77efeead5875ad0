import { authApi } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { DEMAND_ADMIN_KEY } from './demand-admin';

/** POST sm/marketdemand/:id/close: closes the demand, with an optional note. */
export function closeDemand(id: number, note: string) {
  return authApi.post<{ id: number; status: number }>(`sm/marketdemand/${id}/close`, { note });
}

export function useCloseDemand() {
  return useInvalidatingMutation(
    ({ id, note }: { id: number; note: string }) => closeDemand(id, note),
    { invalidates: [DEMAND_ADMIN_KEY] },
  );
}
