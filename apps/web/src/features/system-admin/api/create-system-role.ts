import type { RoleCreateInput } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { SYSTEM_ROLES_KEY } from './get-system-roles';

/** POST sm/system/roles: a platform role; the folders of the menus chosen are granted too. */
export function createSystemRole(role: RoleCreateInput) {
  return authApi.post<{ id: number }>('sm/system/roles', role);
}

export function useCreateSystemRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystemRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEM_ROLES_KEY }),
  });
}
