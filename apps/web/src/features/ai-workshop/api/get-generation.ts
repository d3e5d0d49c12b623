import { JobStatus, type TAiJob, type TAiTool } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, toolPath } from './keys';

/** How often a running generation is read again (the server README: every second or two). */
export const JOB_POLL_MS = 1500;

export function isJobRunning(job: Pick<TAiJob, 'status'> | undefined | null): boolean {
  return job?.status === JobStatus.QUEUED || job?.status === JobStatus.RUNNING;
}

/** GET <resource>/custom/detail: one generation with its full result. */
export function getGeneration(tool: TAiTool, id: number): Promise<TAiJob> {
  return api.get<TAiJob>(toolPath(tool, 'detail'), { id });
}

export function generationQuery(viewer: string, tool: TAiTool, id: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, tool, 'detail', viewer, id],
    queryFn: () => getGeneration(tool, id),
    // Polled until it is done or failed.
    refetchInterval: (query) => (isJobRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}

export function useGeneration(viewer: string, tool: TAiTool, id: number | null) {
  return useQuery({ ...generationQuery(viewer, tool, id ?? 0), enabled: id !== null && id > 0 });
}
