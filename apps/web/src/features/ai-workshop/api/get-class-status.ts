import { AI_CONTROL_POLL_SECONDS, type TAiClassStatus } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, WORKS_SERVICE } from './keys';

/**
 * GET ai-class-control/custom/status: the teacher's pause, locks and lesson for the class,
 * polled every few seconds so a pause shows on every pupil's page at once.
 */
export function getClassStatus(classId: number): Promise<TAiClassStatus> {
  return api.get<TAiClassStatus>(
    `${WORKS_SERVICE}/ai-class-control/custom/status`,
    { classId },
    { silent: true },
  );
}

export function classStatusQuery(viewer: string, classId: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'class-status', viewer, classId],
    queryFn: () => getClassStatus(classId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.pollSeconds ?? AI_CONTROL_POLL_SECONDS) * 1000,
  });
}

export function useClassStatus(viewer: string, classId: number | null) {
  return useQuery({ ...classStatusQuery(viewer, classId ?? 0), enabled: classId !== null });
}
