import {
  ContentOperCode,
  type MarketApplicationAdminDetail,
  type MarketApplicationState,
} from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { applicationKeys, invalidateApplications } from './keys';

export interface ApplicationStatusChange {
  id: number;
  /** 1 publishes, 2 withdraws. */
  status: Exclude<MarketApplicationState, 0>;
}

/** Publishes or withdraws an application (operCode PUBLISH). */
export function setApplicationStatus({
  id,
  status,
}: ApplicationStatusChange): Promise<MarketApplicationAdminDetail> {
  return contentGateway.get<MarketApplicationAdminDetail>(
    'sm/application/updateStats',
    { id, status },
    ContentOperCode.PUBLISH,
  );
}

export function useSetApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setApplicationStatus,
    onSuccess: (saved) => {
      client.setQueryData(applicationKeys.adminDetail(saved.id), saved);
      void invalidateApplications(client);
    },
  });
}
