import {
  ContentOperCode,
  type MarketApplicationAdminDetail,
  type MarketApplicationForm,
} from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentWrite } from '@/lib/content-gateway';
import { applicationKeys, invalidateApplications } from './keys';

/**
 * Creates a draft (no id, operCode APP_ADD) or saves an application (APP_EDIT); the server
 * sanitises the four tabs and answers with what it stored.
 */
export function saveApplication(
  form: MarketApplicationForm,
): Promise<MarketApplicationAdminDetail> {
  return contentWrite<MarketApplicationAdminDetail>('sm/application', {
    method: 'POST',
    body: form,
    operCode: form.id ? ContentOperCode.APP_EDIT : ContentOperCode.APP_ADD,
  });
}

export function useSaveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveApplication,
    onSuccess: (saved) => {
      client.setQueryData(applicationKeys.adminDetail(saved.id), saved);
      void invalidateApplications(client);
    },
  });
}
