import type {
  DnnCardItem,
  DnnCardQuery,
  DnnDetail,
  DnnEntry,
  DnnItem,
  DnnListQuery,
  IsolationCaseItem,
  IsolationCaseSaveInput,
  IsolationListQuery,
  PageResult,
  SliceCreateInput,
  SliceItem,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * The A2 业务隔离 API (/unionmallmanage/network/...), one function per endpoint: DNN
 * instances with their slices and bound cards, and the isolation cases.
 */
type Opts = { signal?: AbortSignal };
const q = (params: object): QueryParams => params as QueryParams;

export const dnnKeys = {
  all: ['dnn'] as const,
  list: (query: Partial<DnnListQuery>) => ['dnn', 'list', query] as const,
  entries: ['dnn', 'entries'] as const,
  detail: (id: number) => ['dnn', 'detail', id] as const,
  cards: (id: number, query: Partial<DnnCardQuery>) => ['dnn', 'cards', id, query] as const,
  cases: (query: Partial<IsolationListQuery>) => ['dnn', 'cases', query] as const,
};

export const dnnApi = {
  list: (query: Partial<DnnListQuery>, o: Opts = {}) =>
    authApi.get<PageResult<DnnItem>>('network/dnn/list', q(query), o),
  entries: (o: Opts = {}) => authApi.get<DnnEntry[]>('network/dnn/entries', undefined, o),
  detail: (id: number, o: Opts = {}) => authApi.get<DnnDetail>(`network/dnn/${id}`, undefined, o),

  cards: (id: number, query: Partial<DnnCardQuery>, o: Opts = {}) =>
    authApi.get<PageResult<DnnCardItem>>(`network/dnn/${id}/cards`, q(query), o),
  bindCards: (id: number, msisdns: string[]) =>
    authApi.post<{ count: number }>(`network/dnn/${id}/cards`, { msisdns }),
  unbindCards: (id: number, msisdns: string[]) =>
    authApi.delete<{ count: number }>(`network/dnn/${id}/cards`, { msisdns: msisdns.join(',') }),

  addSlice: (id: number, body: SliceCreateInput) =>
    authApi.post<SliceItem>(`network/dnn/${id}/slices`, body),
  removeSlice: (id: number, sliceId: number) =>
    authApi.delete<{ id: number }>(`network/dnn/${id}/slices/${sliceId}`),

  cases: (query: Partial<IsolationListQuery>, o: Opts = {}) =>
    authApi.get<PageResult<IsolationCaseItem>>('network/isolation/list', q(query), o),
  createCase: (body: IsolationCaseSaveInput) =>
    authApi.post<IsolationCaseItem>('network/isolation', body),
  updateCase: (id: number, body: IsolationCaseSaveInput) =>
    authApi.put<IsolationCaseItem>(`network/isolation/${id}`, body),
  deleteCase: (id: number) => authApi.delete<{ id: number }>(`network/isolation/${id}`),
};
