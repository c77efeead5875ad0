import { ContentOperCode } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import type { AdminDetail, ContentKind } from '../kinds';
import { afterContentWrite } from './keys';

/**
 * Grants or revokes a record's display authorisation (solutions: its customers, cases and
 * figures cleared for the portal). Revoking also takes a published record off the portal.
 */
export function authorizeContent<D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  id: number,
  authorized: boolean,
): Promise<D> {
  if (!kind.authorizePath) throw new Error(`${kind.type} has no display authorisation`);
  return contentGateway.get<D>(
    kind.authorizePath,
    { id, authorized: authorized ? 1 : 0 },
    ContentOperCode.PUBLISH,
  );
}

export function useAuthorizeContent<D extends AdminDetail>(kind: ContentKind<unknown, D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, authorized }: { id: number; authorized: boolean }) =>
      authorizeContent(kind, id, authorized),
    onSuccess: (saved) => afterContentWrite(client, kind, saved),
  });
}
