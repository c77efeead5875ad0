import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import type { AdminDetail, ContentKind } from '../kinds';
import { afterContentWrite } from './keys';

/**
 * Saves an editor form: without pkId a new draft (operCode CASE_ADD / SOLUTION_ADD), with
 * pkId the existing record (CASE_EDIT / SOLUTION_EDIT). Publication is left as it was.
 */
export function saveContent<D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  payload: { pkId?: number | null },
): Promise<D> {
  const code = payload.pkId ? kind.codes.edit : kind.codes.add;
  return contentGateway.post<D>(kind.paths.save, payload, code);
}

export function useSaveContent<D extends AdminDetail>(kind: ContentKind<unknown, D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { pkId?: number | null }) => saveContent(kind, payload),
    onSuccess: (saved) => afterContentWrite(client, kind, saved),
  });
}
