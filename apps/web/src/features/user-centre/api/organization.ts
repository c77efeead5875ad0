import type { AssignCardsInput, OrgSaveInput, OrgTree } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Organisation changes move counts on every user-centre screen. */
export const USER_CENTRE_KEY = ['user-centre'] as const;
const ORG_TREE_KEY = [...USER_CENTRE_KEY, 'organization'] as const;

/** GET user/organization/tree: the enterprise's nodes as far as the caller manages them. */
export const orgTreeQueryOptions = () =>
  queryOptions({
    queryKey: ORG_TREE_KEY,
    queryFn: ({ signal }) => authApi.get<OrgTree>('user/organization/tree', undefined, { signal }),
  });

export function useOrgTree() {
  return useQuery(orgTreeQueryOptions());
}

/** A change on a user-centre screen: every user-centre list and count reloads after it. */
export function useUserCentreMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, { invalidates: [USER_CENTRE_KEY] });
}

/** POST user/organization or PUT user/organization/:id. */
export function useSaveOrg() {
  return useUserCentreMutation(({ id, ...body }: OrgSaveInput & { id?: number }) =>
    id === undefined
      ? authApi.post<{ id: number }>('user/organization', body)
      : authApi.put<{ id: number }>(`user/organization/${id}`, body),
  );
}

/** DELETE user/organization/:id (refused while it holds nodes, accounts or cards). */
export function useDeleteOrg() {
  return useUserCentreMutation((id: number) => authApi.delete<null>(`user/organization/${id}`));
}

/** POST user/organization/assignCards. */
export function useAssignCards() {
  return useUserCentreMutation((body: AssignCardsInput) =>
    authApi.post<{ assigned: number }>('user/organization/assignCards', body),
  );
}
