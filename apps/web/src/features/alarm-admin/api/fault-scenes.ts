import type { FaultSceneItem, FaultSceneQuery, FaultSceneSaveInput, PageResult } from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ALARM_KEY } from './alarm-records';

const SCENES_KEY = [...ALARM_KEY, 'scenes'] as const;

/** GET sm/fault/scene/list. */
export function useFaultScenes(query: FaultSceneQuery) {
  return useQuery({
    queryKey: [...SCENES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<FaultSceneItem>>('sm/fault/scene/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET sm/fault/scene/:id. */
export function useFaultScene(id: number | null) {
  return useQuery({
    queryKey: [...SCENES_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<FaultSceneItem>(`sm/fault/scene/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** POST sm/fault/scene (new) or PUT sm/fault/scene/:id. */
export function useSaveFaultScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FaultSceneSaveInput & { id?: number }) =>
      id === undefined
        ? authApi.post<FaultSceneItem>('sm/fault/scene', body)
        : authApi.put<FaultSceneItem>(`sm/fault/scene/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCENES_KEY }),
  });
}
