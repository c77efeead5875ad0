import type { MenuForm } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { menusChanged } from './get-system-menus';

/**
 * PUT sm/system/menus/:id: name, address, parent, order, how it opens, divider, hidden,
 * icon and the provinces that do not offer it (built-in entries too).
 */
export function updateSystemMenu(id: string, form: MenuForm) {
  return authApi.put<null>(`sm/system/menus/${encodeURIComponent(id)}`, form);
}

export function useUpdateSystemMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: MenuForm }) => updateSystemMenu(id, form),
    onSuccess: () => menusChanged(queryClient),
  });
}
