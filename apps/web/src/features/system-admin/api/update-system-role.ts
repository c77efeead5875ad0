import type { RoleUpdateInput } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { refreshMenus } from '@/lib/permissions';
import { SYSTEM_ROLES_KEY } from './get-system-roles';

/**
 * PUT sm/system/roles/:id: name, description, read-only and the menus granted; every
 * account holding the role has them on its next request.
 */
export function updateSystemRole(id: number, role: RoleUpdateInput) {
  return authApi.put<null>(`sm/system/roles/${id}`, role);
}

export function useUpdateSystemRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: RoleUpdateInput }) => updateSystemRole(id, role),
    // The editor may hold the role itself: its own menus follow.
    onSuccess: () => {
      refreshMenus();
      return queryClient.invalidateQueries({ queryKey: SYSTEM_ROLES_KEY });
    },
  });
}
