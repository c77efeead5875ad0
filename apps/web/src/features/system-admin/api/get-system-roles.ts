import type { RoleAdminItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** The key of the platform roles: role changes invalidate it. */
export const SYSTEM_ROLES_KEY = ['admin', 'system', 'roles'] as const;

/** GET sm/system/roles: the platform roles with the menus they grant and their holders. */
export function getSystemRoles(signal?: AbortSignal) {
  return authApi.get<RoleAdminItem[]>('sm/system/roles', undefined, { signal });
}

export const systemRolesQueryOptions = () =>
  queryOptions({
    queryKey: SYSTEM_ROLES_KEY,
    queryFn: ({ signal }) => getSystemRoles(signal),
  });

export function useSystemRoles() {
  return useQuery(systemRolesQueryOptions());
}
