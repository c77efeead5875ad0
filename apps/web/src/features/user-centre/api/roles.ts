import type { CustomerRole, GrantableMenu, RoleSaveInput } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { USER_CENTRE_KEY, useUserCentreMutation } from './organization';

const ROLES_KEY = [...USER_CENTRE_KEY, 'roles'] as const;

/** GET user/role/list: the enterprise's roles. */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: ROLES_KEY,
    queryFn: ({ signal }) => authApi.get<CustomerRole[]>('user/role/list', undefined, { signal }),
    enabled,
  });
}

/** GET user/role/menus: what a role can be made of. */
export function useGrantableMenus(enabled: boolean) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'menus'],
    queryFn: ({ signal }) => authApi.get<GrantableMenu[]>('user/role/menus', undefined, { signal }),
    enabled,
  });
}

/** POST user/role or PUT user/role/:id. */
export function useSaveRole() {
  return useUserCentreMutation(({ id, ...body }: RoleSaveInput & { id?: number }) =>
    id === undefined
      ? authApi.post<CustomerRole>('user/role', body)
      : authApi.put<CustomerRole>(`user/role/${id}`, body),
  );
}

/** DELETE user/role/:id. */
export function useDeleteRole() {
  return useUserCentreMutation((id: number) => authApi.delete<null>(`user/role/${id}`));
}
