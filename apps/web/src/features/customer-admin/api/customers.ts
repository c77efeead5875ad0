import type {
  CustomerCreateInput,
  CustomerDetail,
  CustomerItem,
  CustomerQuery,
  CustomerSaveInput,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const KEY = ['admin', 'customers'] as const;

export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<CustomerItem>>('sm/customer/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<CustomerDetail>(`sm/customer/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

function useCustomerMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST sm/customer (with its main account) or PUT sm/customer/:id. */
export function useSaveCustomer() {
  return useCustomerMutation(
    ({ id, ...body }: (CustomerCreateInput | CustomerSaveInput) & { id?: number }) =>
      id === undefined
        ? authApi.post<{ id: number }>('sm/customer', body)
        : authApi.put<CustomerDetail>(`sm/customer/${id}`, body),
  );
}

/** PATCH sm/customer/:id/status: 0 suspends, 1 resumes. */
export function useCustomerStatus() {
  return useCustomerMutation(({ id, status }: { id: number; status: 0 | 1 }) =>
    authApi.patch<null>(`sm/customer/${id}/status`, { status }),
  );
}
