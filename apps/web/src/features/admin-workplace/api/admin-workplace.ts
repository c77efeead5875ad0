import type { AdminWorkplace } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** GET sm/workplace/admin: the caller's back-office queues. */
export const adminWorkplaceQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'workplace'],
    queryFn: ({ signal }) =>
      authApi.get<AdminWorkplace>('sm/workplace/admin', undefined, { signal }),
  });

export function useAdminWorkplace() {
  return useQuery(adminWorkplaceQueryOptions());
}
