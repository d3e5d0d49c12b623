import {
  AI_TOOL_ENDPOINTS,
  JobStatus,
  type TAiJob,
  type TAiTool,
  type TMediaFile,
} from '@haoduo/contract';
import {
  QueryObserver,
  queryOptions,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api-client';
import { useAppStore } from '../stores/app-store';
import { viewerKey } from '../stores/session';

/**
 * The one way the site follows an AI generation: the detail query, read again every
 * JOB_POLL_MS while the job is queued or running. The AI workshop's studios render it; the
 * picture-book editor's drawing waits on the same query through `waitForGeneration`.
 */

/** The AI workshop's query-key prefix: a change there refreshes these queries too. */
const AI_WORKSHOP_KEY = 'ai-workshop';

/** How often a running generation is read again (the server README: every second or two). */
export const JOB_POLL_MS = 1500;

/** How long a caller waits for one generation before giving up. */
const WAIT_LIMIT_MS = 180_000;

export function isJobRunning(job: Pick<TAiJob, 'status'> | undefined | null): boolean {
  return job?.status === JobStatus.QUEUED || job?.status === JobStatus.RUNNING;
}

/** GET <resource>/custom/detail: one generation with its full result. */
export function getGeneration(tool: TAiTool, id: number): Promise<TAiJob> {
  return api.call(AI_TOOL_ENDPOINTS[tool].detail, { id });
}

export function generationQuery(viewer: string, tool: TAiTool, id: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, tool, 'detail', viewer, id],
    queryFn: () => getGeneration(tool, id),
    // Polled until it is done or failed.
    refetchInterval: (query) => (isJobRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** Resolves with the job once it is done or failed, following the detail query's polling. */
export function waitForGeneration(
  client: QueryClient,
  viewer: string,
  tool: TAiTool,
  job: TAiJob,
): Promise<TAiJob> {
  if (!isJobRunning(job)) return Promise.resolve(job);
  const options = generationQuery(viewer, tool, job.id);
  client.setQueryData(options.queryKey, job);
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(client, options);
    const finish = (settle: () => void) => {
      window.clearTimeout(timer);
      unsubscribe();
      settle();
    };
    const timer = window.setTimeout(
      () => finish(() => reject(new Error('timeout'))),
      WAIT_LIMIT_MS,
    );
    const unsubscribe = observer.subscribe((result) => {
      if (result.data && !isJobRunning(result.data)) finish(() => resolve(result.data));
      else if (result.status === 'error') finish(() => reject(result.error));
    });
  });
}

/** Draw a picture and keep it as the caller's file: queue, wait for it, keep it. */
export async function drawPicture(
  client: QueryClient,
  viewer: string,
  prompt: string,
): Promise<TMediaFile> {
  const added = await api.call(AI_TOOL_ENDPOINTS.draw.add, { prompt });
  const job = await waitForGeneration(client, viewer, 'draw', added.job);
  if (job.status !== JobStatus.DONE || job.refused) throw new Error(job.errorMessage ?? 'failed');
  return api.call(AI_TOOL_ENDPOINTS.draw.toMedia, { id: job.id });
}

/** `drawPicture` for a component: the app's query client and the signed-in viewer. */
export function useDrawPicture(): (prompt: string) => Promise<TMediaFile> {
  const client = useQueryClient();
  const viewer = useAppStore(viewerKey);
  return useCallback((prompt: string) => drawPicture(client, viewer, prompt), [client, viewer]);
}
