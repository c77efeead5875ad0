import type { ContactInfo } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The platform's contact lines (consulting line, report hotline, mailbox, hours, address). */
export function getContactInfo(signal?: AbortSignal): Promise<ContactInfo> {
  return api.get<ContactInfo>('user/platform/contactInfo', undefined, { signal });
}

export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['platform', 'contactInfo'],
    queryFn: ({ signal }) => getContactInfo(signal),
    // Configuration: it only changes when the platform restarts.
    staleTime: 10 * 60_000,
  });

export function useContactInfo() {
  return useQuery(contactInfoQueryOptions());
}
