import type { QueryClient } from '@tanstack/react-query';

/** After a write: the back-office lists and the portal's cached notices are out of date. */
export function invalidateNotices(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['notice-admin', 'list'] }),
    client.invalidateQueries({ queryKey: ['notices'] }),
  ]);
}
