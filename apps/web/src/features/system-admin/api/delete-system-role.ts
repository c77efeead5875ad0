import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { SYSTEM_ROLES_KEY } from './get-system-roles';

/** DELETE sm/system/roles/:id: a role added here that no account holds. */
export function deleteSystemRole(id: number) {
  return authApi.delete<null>(`sm/system/roles/${id}`);
}

export function useDeleteSystemRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystemRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEM_ROLES_KEY }),
  });
}
