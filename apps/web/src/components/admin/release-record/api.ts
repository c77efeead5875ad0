import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReleaseDetail, ReleaseListQuery, ReleaseRecordKind, ReleaseRow } from './kind';

const listKey = (kind: { key: string }) => [kind.key, 'list'] as const;
const detailKey = (kind: { key: string }, id: number) => [kind.key, 'detail', id] as const;

/** After a write: the back-office lists and the portal's cached copies are out of date. */
function invalidate(
  client: QueryClient,
  kind: Pick<ReleaseRecordKind<ReleaseRow, ReleaseDetail>, 'key' | 'portalKeys'>,
) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(kind) }),
    ...kind.portalKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}

/** One page of the kind's records, any state, filtered and paged on the server. */
export function useReleaseList<R extends ReleaseRow, D extends ReleaseDetail & R>(
  kind: ReleaseRecordKind<R, D>,
  query: ReleaseListQuery,
) {
  return useQuery({
    queryKey: [...listKey(kind), query],
    queryFn: ({ signal }) => kind.api.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One record in any state (drafts, withdrawn and scheduled ones too). */
export function useReleaseDetail<R extends ReleaseRow, D extends ReleaseDetail & R>(
  kind: ReleaseRecordKind<R, D>,
  id: number | undefined,
) {
  return useQuery({
    queryKey: detailKey(kind, id ?? 0),
    queryFn: ({ signal }) => kind.api.detail(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** A write that answers the stored record: it replaces the cached detail. */
function useRecordWrite<R extends ReleaseRow, D extends ReleaseDetail & R, A>(
  kind: ReleaseRecordKind<R, D>,
  write: (arg: A) => Promise<D>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      client.setQueryData(detailKey(kind, saved.id), saved);
      void invalidate(client, kind);
    },
  });
}

/** Saves the form (no id: a new draft); the server sanitises the body. */
export function useSaveRecord<R extends ReleaseRow, D extends ReleaseDetail & R>(
  kind: ReleaseRecordKind<R, D>,
) {
  return useRecordWrite(kind, (form: unknown) => kind.api.save(form));
}

/** Publishes (now, or at a later release time) or withdraws a record. */
export function useSetRelease<R extends ReleaseRow, D extends ReleaseDetail & R>(
  kind: ReleaseRecordKind<R, D>,
) {
  return useRecordWrite(kind, kind.api.setRelease.bind(kind.api));
}

/** Deletes a draft or withdrawn record (kinds that allow it). */
export function useRemoveRecord<R extends ReleaseRow, D extends ReleaseDetail & R>(
  kind: ReleaseRecordKind<R, D>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await kind.api.remove?.(id);
    },
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: detailKey(kind, id) });
      void invalidate(client, kind);
    },
  });
}
