import type { QueryClient } from '@tanstack/react-query';

/** After a write: the back-office lists and the portal's cached news are out of date. */
export function invalidateNews(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['news-admin', 'list'] }),
    client.invalidateQueries({ queryKey: ['news'] }),
  ]);
}
