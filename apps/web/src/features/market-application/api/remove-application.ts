import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { applicationKeys, invalidateApplications } from './keys';

/** Deletes a draft or withdrawn application (a published one must be withdrawn first). */
export function removeApplication(id: number): Promise<null> {
  return contentGateway.delete<null>(`sm/application/${id}`);
}

export function useRemoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeApplication,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: applicationKeys.adminDetail(id) });
      void invalidateApplications(client);
    },
  });
}
