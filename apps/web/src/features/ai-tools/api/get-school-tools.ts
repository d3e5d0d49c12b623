import { aiToolConfigEndpoints, type TAiToolConfig } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * GET ai-tool-config/custom/get-by-school: the tools a school has opened. A failure is
 * logged and nothing is returned, so the tiles fall back to the class.
 */
export async function getSchoolTools(schoolId: number): Promise<TAiToolConfig | null> {
  try {
    return await api.call(aiToolConfigEndpoints.bySchool, { schoolId }, { silent: true });
  } catch (error) {
    console.warn('AI tools configuration unavailable', error);
    return null;
  }
}

export function schoolToolsQuery(viewer: string, schoolId: number) {
  return queryOptions({
    queryKey: ['ai-tools', 'school-tools', viewer, schoolId],
    queryFn: () => getSchoolTools(schoolId),
  });
}

export function useSchoolTools(viewer: string, schoolId: number | null) {
  return useQuery({ ...schoolToolsQuery(viewer, schoolId ?? 0), enabled: schoolId !== null });
}
