import { classEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET ai-tool-class-group: the caller's classes of a school, grouped by the tools they carry. */
export function getAiToolClassGroup(schoolId: number) {
  return api.call(classEndpoints.aiToolClassGroup, { schoolId });
}

export function aiToolClassGroupQuery(viewer: string, schoolId: number) {
  return queryOptions({
    queryKey: ['ai-tools', 'class-group', viewer, schoolId],
    queryFn: () => getAiToolClassGroup(schoolId),
  });
}

/** Teachers only: the classes behind each tile. */
export function useAiToolClassGroup(viewer: string, schoolId: number | null, enabled: boolean) {
  return useQuery({
    ...aiToolClassGroupQuery(viewer, schoolId ?? 0),
    enabled: enabled && schoolId !== null,
  });
}
