import type { MenuForm } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { menusChanged } from './get-system-menus';

/** POST sm/system/menus: adds an entry under `parentId` (in the parent's menu group). */
export function createSystemMenu(form: MenuForm) {
  return authApi.post<{ id: string }>('sm/system/menus', form);
}

export function useCreateSystemMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystemMenu,
    onSuccess: () => menusChanged(queryClient),
  });
}
