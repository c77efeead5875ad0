import type { CommandDetail, CommandItemState } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** How often a command still running is read again (the device answers within seconds). */
export const COMMAND_POLL_MS = 2_500;

/** Every remote-command query: a screen that issues a command refreshes them all. */
export const deviceCommandKeys = {
  all: ['device-command'] as const,
  detail: (id: number, query: CommandItemsQuery) =>
    ['device-command', 'detail', id, query] as const,
};

export interface CommandItemsQuery {
  state?: CommandItemState;
  page: number;
  pageSize: number;
}

/**
 * GET cpe/v1/command/detail: a command with its counts per state and one page of its
 * per-device items, read again every 2.5 s until no item is pending or delivered.
 */
export function useCommandDetail(id: number | null, query: CommandItemsQuery) {
  return useQuery({
    queryKey: deviceCommandKeys.detail(id ?? 0, query),
    queryFn: ({ signal }) =>
      authApi.get<CommandDetail>(
        'cpe/v1/command/detail',
        {
          id: id!,
          page: query.page,
          pageSize: query.pageSize,
          ...(query.state ? { state: query.state } : {}),
        },
        { signal },
      ),
    enabled: id !== null && id > 0,
    placeholderData: (previous) => (previous?.command.id === id ? previous : undefined),
    refetchInterval: (q) =>
      q.state.status === 'error' || q.state.data?.command.finished ? false : COMMAND_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
