import type {
  AlarmEvaluation,
  AlarmRuleItem,
  AlarmRuleQuery,
  AlarmRuleSaveInput,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ALARM_KEY } from './alarm-records';

const RULES_KEY = [...ALARM_KEY, 'rules'] as const;

/** GET sm/alarm/rule/list. */
export function useAlarmRules(query: AlarmRuleQuery) {
  return useQuery({
    queryKey: [...RULES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<AlarmRuleItem>>('sm/alarm/rule/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to rules: rules and the records they own are read afresh. */
function useRuleMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALARM_KEY }),
  });
}

/** POST sm/alarm/rule (new) or PUT sm/alarm/rule/:id. */
export function useSaveAlarmRule() {
  return useRuleMutation(({ id, ...body }: AlarmRuleSaveInput & { id?: number }) =>
    id === undefined
      ? authApi.post<{ id: number }>('sm/alarm/rule', body)
      : authApi.put<AlarmRuleItem>(`sm/alarm/rule/${id}`, body),
  );
}

/** PATCH sm/alarm/rule/:id/status. */
export function useAlarmRuleStatus() {
  return useRuleMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    authApi.patch<null>(`sm/alarm/rule/${id}/status`, { enabled }),
  );
}

/** DELETE sm/alarm/rule/:id. */
export function useRemoveAlarmRule() {
  return useRuleMutation((id: number) => authApi.delete<null>(`sm/alarm/rule/${id}`));
}

/** POST sm/alarm/rule/:id/evaluate: 立即评估. */
export function useEvaluateAlarmRule() {
  return useRuleMutation((id: number) =>
    authApi.post<AlarmEvaluation>(`sm/alarm/rule/${id}/evaluate`),
  );
}
