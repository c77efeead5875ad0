import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { DEMAND_ADMIN_KEY } from './demand-admin';

/** POST sm/marketdemand/:id/close: closes the demand, with an optional note. */
export function closeDemand(id: number, note: string) {
  return authApi.post<{ id: number; status: number }>(`sm/marketdemand/${id}/close`, { note });
}

export function useCloseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => closeDemand(id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEMAND_ADMIN_KEY }),
  });
}
