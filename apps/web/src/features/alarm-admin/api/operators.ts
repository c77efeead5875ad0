import type { AlarmReceiver } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ALARM_KEY } from './alarm-records';

/**
 * GET sm/alarm/operators: administrators who can be notified of or assigned the alarms of
 * province `beId` (000 or none: of every province).
 */
export function useAlarmOperators(beId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...ALARM_KEY, 'operators', beId ?? ''],
    queryFn: ({ signal }) =>
      authApi.get<AlarmReceiver[]>('sm/alarm/operators', beId ? { beId } : {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
