import { studentEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiClient } from '../../../shared/api';

/** Every query of the AI points pages starts with this key; a write refreshes them all. */
export const AI_POINTS_KEY = ['ai-points'] as const;

/** Pupils for the set-points form (at most 100, by name or login name). */
export function usePupilOptions(
  schoolId: number | undefined,
  classId: number | undefined,
  keyword: string,
) {
  const text = useDeferredValue(keyword.trim());
  return useQuery({
    ...apiClient.query(
      studentEndpoints.searchList,
      { schoolId, classId, keyword: text || undefined },
      [...AI_POINTS_KEY, 'pupils'],
    ),
    enabled: schoolId !== undefined || classId !== undefined,
    staleTime: 30_000,
  });
}
