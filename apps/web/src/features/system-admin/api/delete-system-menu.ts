import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { SYSTEM_ROLES_KEY } from './get-system-roles';
import { menusChanged } from './get-system-menus';

/**
 * DELETE sm/system/menus/:id: an entry added here, without children, with its grants;
 * built-in entries are refused (they can be hidden instead).
 */
export function deleteSystemMenu(id: string) {
  return authApi.delete<null>(`sm/system/menus/${encodeURIComponent(id)}`);
}

export function useDeleteSystemMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystemMenu,
    // The roles that granted it count one menu fewer.
    onSuccess: () => menusChanged(queryClient, SYSTEM_ROLES_KEY),
  });
}
