import type { QueryClient } from '@tanstack/react-query';
import type { AdminListQuery } from '../list-query';
import type { AdminDetail, ContentKind } from '../kinds';

type KindType = ContentKind<unknown, AdminDetail>['type'];

/** Query keys of the case and solution editors; each query's options own their key. */
export const contentAdminKeys = {
  all: ['content-admin'] as const,
  lists: (type: KindType) => ['content-admin', type, 'list'] as const,
  list: (type: KindType, query: AdminListQuery) => ['content-admin', type, 'list', query] as const,
  detail: (type: KindType, id: number) => ['content-admin', type, 'detail', id] as const,
  versions: (type: KindType, id: number) => ['content-admin', type, 'versions', id] as const,
  versionDetail: (versionId: number) => ['content-admin', 'version', versionId] as const,
};

/**
 * After a write: the saved record replaces the cached one; its lists, its history and the
 * portal's cached content are fetched again when next shown.
 */
export async function afterContentWrite<D extends AdminDetail>(
  client: QueryClient,
  kind: ContentKind<unknown, D>,
  saved: D,
): Promise<void> {
  client.setQueryData(contentAdminKeys.detail(kind.type, saved.pkId), saved);
  await Promise.all([
    client.invalidateQueries({ queryKey: contentAdminKeys.lists(kind.type) }),
    client.invalidateQueries({ queryKey: contentAdminKeys.versions(kind.type, saved.pkId) }),
    client.invalidateQueries({ queryKey: ['content'] }),
  ]);
}
