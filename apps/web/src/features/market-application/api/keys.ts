import type { QueryClient } from '@tanstack/react-query';

/** Query keys of market applications: the portal card and the back office. */
export const applicationKeys = {
  portalDetail: (id: number) => ['market-application', 'portal', id] as const,
  portalList: (params: object) => ['market-application', 'portal', 'list', params] as const,
  portalIndustries: ['market-application', 'portal', 'industries'] as const,
  adminList: (params: object) => ['market-application', 'admin', 'list', params] as const,
  adminDetail: (id: number) => ['market-application', 'admin', 'detail', id] as const,
  scenes: (industryId: string) => ['market-application', 'scenes', industryId] as const,
};

/** After a write: the back-office lists and the portal's cached cards are out of date. */
export function invalidateApplications(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['market-application', 'admin', 'list'] }),
    client.invalidateQueries({ queryKey: ['market-application', 'portal'] }),
  ]);
}
