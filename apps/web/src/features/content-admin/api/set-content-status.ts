import { ContentOperCode, type ContentState } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import type { AdminDetail, ContentKind } from '../kinds';
import { afterContentWrite } from './keys';

type State = (typeof ContentState)[keyof typeof ContentState];

/** Publishes (1) or withdraws to draft (0) a record; operCode PUBLISH. */
export function setContentStatus<D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  id: number,
  status: State,
): Promise<D> {
  return contentGateway.get<D>(kind.paths.status, { id, status }, ContentOperCode.PUBLISH);
}

export function useSetContentStatus<D extends AdminDetail>(kind: ContentKind<unknown, D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: State }) =>
      setContentStatus(kind, id, status),
    onSuccess: (saved) => afterContentWrite(client, kind, saved),
  });
}
