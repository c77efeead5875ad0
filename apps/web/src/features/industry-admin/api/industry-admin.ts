import type {
  CategoryScene,
  IndustryFormInput,
  IndustryItem,
  IndustryListQuery,
  PageResult,
  SceneCategory,
  SceneDetail,
  SceneFormInput,
  SceneItem,
  SceneLinkInput,
  SceneListQuery,
} from '@pn/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { contentGateway } from '@/lib/content-gateway';

/** Every query of this screen starts with this key, so one change refreshes them all. */
const ROOT = ['admin', 'industry'] as const;

export const industryKeys = {
  root: ROOT,
  all: [...ROOT, 'all'] as const,
  page: (q: IndustryListQuery) => [...ROOT, 'page', q] as const,
  scenes: (q: SceneListQuery) => [...ROOT, 'scenes', q] as const,
  categories: [...ROOT, 'categories'] as const,
  category: (industryId: string) => [...ROOT, 'category', industryId] as const,
};

// Industries ---------------------------------------------------------------------------

/** GET sm/industry/list/all: every industry, by sort number (the selects' options). */
export function useAllIndustries() {
  return useQuery(
    queryOptions({
      queryKey: industryKeys.all,
      queryFn: ({ signal }) =>
        authApi.get<IndustryItem[]>('sm/industry/list/all', undefined, { signal }),
    }),
  );
}

/** GET sm/industry/list: a page of industries, optionally by name. */
export function useIndustryPage(query: IndustryListQuery) {
  return useQuery({
    queryKey: industryKeys.page(query),
    queryFn: ({ signal }) =>
      authApi.get<PageResult<IndustryItem>>('sm/industry/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A write of this screen that refreshes its lists once it is through. */
function useIndustryWrite<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/** POST sm/industry/add/noIndustryId (new, the server picks the id) or PUT sm/industry/:id. */
export function useSaveIndustry() {
  return useIndustryWrite(({ id, form }: { id?: string; form: IndustryFormInput }) =>
    id
      ? contentGateway.put<IndustryItem>(`sm/industry/${encodeURIComponent(id)}`, form)
      : contentGateway.post<IndustryItem>('sm/industry/add/noIndustryId', form),
  );
}

export function useRemoveIndustry() {
  return useIndustryWrite((id: string) =>
    contentGateway.delete<null>(`sm/industry/${encodeURIComponent(id)}`),
  );
}

// Application scenes -------------------------------------------------------------------

export function getScenePage(query: SceneListQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<SceneItem>>('sm/applicationscene/list', { ...query }, { signal });
}

/** GET sm/applicationscene/list: filtered by keyword, industry and state. */
export function useScenePage(query: SceneListQuery) {
  return useQuery({
    queryKey: industryKeys.scenes(query),
    queryFn: ({ signal }) => getScenePage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET sm/applicationscene/detail: one scene with the industries it is linked to. */
export function useSceneDetail(id: number | null) {
  return useQuery({
    queryKey: [...ROOT, 'scene', id],
    queryFn: ({ signal }) =>
      authApi.get<SceneDetail>('sm/applicationscene/detail', { id }, { signal }),
    enabled: id !== null,
  });
}

/** POST sm/applicationscene: a new scene (no id) or changes to one. */
export function useSaveScene() {
  return useIndustryWrite((form: SceneFormInput) =>
    contentGateway.post<SceneDetail>('sm/applicationscene', form),
  );
}

export function useRemoveScene() {
  return useIndustryWrite((id: number) => contentGateway.delete<null>(`sm/applicationscene/${id}`));
}

// Industry ↔ scene links ---------------------------------------------------------------

/** GET sm/applicationscene/category: the industries with their scene counts. */
export function useSceneCategories() {
  return useQuery({
    queryKey: industryKeys.categories,
    queryFn: ({ signal }) =>
      authApi.get<SceneCategory[]>('sm/applicationscene/category', undefined, { signal }),
  });
}

/** GET sm/applicationscene/linked/category: an industry's own scenes, then linked ones. */
export function useCategoryScenes(industryId: string | undefined) {
  return useQuery({
    queryKey: industryKeys.category(industryId ?? ''),
    queryFn: ({ signal }) =>
      authApi.get<CategoryScene[]>(
        'sm/applicationscene/linked/category',
        { industryId },
        { signal },
      ),
    enabled: Boolean(industryId),
  });
}

/** POST sm/applicationscene/category/link: replaces an industry's linked scenes, in order. */
export function useLinkScenes() {
  return useIndustryWrite((link: SceneLinkInput) =>
    contentGateway.post<CategoryScene[]>('sm/applicationscene/category/link', link),
  );
}
