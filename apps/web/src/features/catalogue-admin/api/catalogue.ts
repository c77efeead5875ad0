import type {
  CategoryItem,
  CategorySaveInput,
  CategoryUpdateInput,
  PageResult,
  ProductDetail,
  ProductItem,
  ProductQuery,
  ProductSaveInput,
  PropItem,
  PropSaveInput,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** Every query of the back-office catalogue: any change refreshes them all. */
const KEY = ['admin', 'catalogue'] as const;

export function useCategories() {
  return useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) => authApi.get<CategoryItem[]>('pm/category', undefined, { signal }),
  });
}

/** Every property, general and custom, with its values and linked categories. */
export function useProps() {
  return useQuery({
    queryKey: [...KEY, 'props'],
    queryFn: ({ signal }) => authApi.get<PropItem[]>('pm/props', undefined, { signal }),
  });
}

export function useProducts(query: Partial<ProductQuery>) {
  return useQuery({
    queryKey: [...KEY, 'products', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<ProductItem>>('pm/product/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'product', id],
    queryFn: ({ signal }) => authApi.get<ProductDetail>('pm/product/detail', { id }, { signal }),
    enabled: id !== undefined && Number.isSafeInteger(id) && id > 0,
  });
}

function useCatalogueMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

// Categories ------------------------------------------------------------------------------

/** POST pm/category, or PUT pm/category/:id when `editing` names the category. */
export function useSaveCategory() {
  return useCatalogueMutation(({ editing, ...body }: CategorySaveInput & { editing?: string }) =>
    editing === undefined
      ? authApi.post<CategoryItem>('pm/category', body)
      : authApi.put<CategoryItem>(`pm/category/${encodeURIComponent(editing)}`, {
          parentId: body.parentId,
          name: body.name,
          sortNum: body.sortNum,
          productCode: body.productCode,
        } satisfies CategoryUpdateInput),
  );
}

export function useRemoveCategory() {
  return useCatalogueMutation((id: string) =>
    authApi.delete<null>(`pm/category/${encodeURIComponent(id)}`),
  );
}

export interface LinkChange {
  categoryId: string;
  propIds: number[];
  /** Custom properties link through /customprops. */
  custom: boolean;
  link: boolean;
}

/** POST pm/category/{props|customprops}/{link|unlink}. */
export function useLinkProps() {
  return useCatalogueMutation(({ categoryId, propIds, custom, link }: LinkChange) =>
    authApi.post<null>(
      `pm/category/${custom ? 'customprops' : 'props'}/${link ? 'link' : 'unlink'}`,
      { categoryId, propIds },
    ),
  );
}

// Properties ------------------------------------------------------------------------------

export function useSaveProp() {
  return useCatalogueMutation(({ id, ...body }: PropSaveInput & { id?: number }) =>
    id === undefined
      ? authApi.post<PropItem>('pm/props', body)
      : authApi.put<PropItem>(`pm/props/${id}`, body),
  );
}

export function useRemoveProp() {
  return useCatalogueMutation((id: number) => authApi.delete<null>(`pm/props/${id}`));
}

export interface PropValueChange {
  propId: number;
  /** The value's id when it is renamed. */
  id?: number;
  value: string;
  sortNum: number;
}

export function useSavePropValue() {
  return useCatalogueMutation(({ id, propId, value, sortNum }: PropValueChange) =>
    id === undefined
      ? authApi.post<PropItem>('pm/props/value', { propId, value, sortNum })
      : authApi.put<PropItem>(`pm/props/value/${id}`, { value, sortNum }),
  );
}

export function useRemovePropValue() {
  return useCatalogueMutation((id: number) => authApi.delete<null>(`pm/props/value/${id}`));
}

// Products --------------------------------------------------------------------------------

export function useSaveProduct() {
  return useCatalogueMutation(({ id, body }: { id: number | undefined; body: ProductSaveInput }) =>
    id === undefined
      ? authApi.post<ProductDetail>('pm/product', body)
      : authApi.put<ProductDetail>(`pm/product/${id}`, body),
  );
}

/** POST pm/product/onshelf or offshelf. */
export function useProductShelf() {
  return useCatalogueMutation(({ ids, onShelf }: { ids: number[]; onShelf: boolean }) =>
    authApi.post<null>(`pm/product/${onShelf ? 'onshelf' : 'offshelf'}`, { ids }),
  );
}

export function useRemoveProduct() {
  return useCatalogueMutation((id: number) => authApi.delete<null>(`pm/product/${id}`));
}
