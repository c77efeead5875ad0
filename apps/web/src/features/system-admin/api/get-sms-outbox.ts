import type { PageResult, SmsOutboxItem, SmsOutboxQuery } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const SMS_OUTBOX_KEY = ['admin', 'system', 'sms-outbox'] as const;

/** GET sm/sms/outbox: every text message the platform sent, newest first. */
export function getSmsOutbox(query: SmsOutboxQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<SmsOutboxItem>>('sm/sms/outbox', { ...query }, { signal });
}

export const smsOutboxQueryOptions = (query: SmsOutboxQuery) =>
  queryOptions({
    queryKey: [...SMS_OUTBOX_KEY, query],
    queryFn: ({ signal }) => getSmsOutbox(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSmsOutbox(query: SmsOutboxQuery) {
  return useQuery(smsOutboxQueryOptions(query));
}
