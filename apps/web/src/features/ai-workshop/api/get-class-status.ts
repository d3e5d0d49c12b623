import {
  AI_CONTROL_POLL_SECONDS,
  aiClassControlEndpoints,
  type TAiClassStatus,
  type TAiLockableTool,
} from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/**
 * GET ai-class-control/custom/status: the teacher's pause, locks and lesson for the class,
 * polled every few seconds so a pause shows on every pupil's page at once; `message` says
 * why this tool cannot run (a lock of it included). Without a chosen class, the server
 * answers for the class a job of `tool` would use.
 */
export function getClassStatus(
  classId: number | null,
  tool: TAiLockableTool,
): Promise<TAiClassStatus> {
  return api.call(aiClassControlEndpoints.status, classId === null ? { tool } : { classId, tool }, {
    silent: true,
  });
}

export function classStatusQuery(viewer: string, classId: number | null, tool: TAiLockableTool) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'class-status', viewer, classId, tool],
    queryFn: () => getClassStatus(classId, tool),
    retry: false,
    refetchInterval: (query) => (query.state.data?.pollSeconds ?? AI_CONTROL_POLL_SECONDS) * 1000,
  });
}

/** Pupils poll; teachers' own creations are not held by their classes' controls. */
export function useClassStatus(
  viewer: string,
  classId: number | null,
  tool: TAiLockableTool,
  enabled: boolean,
) {
  return useQuery({ ...classStatusQuery(viewer, classId, tool), enabled });
}
