import { JobStatus, type TAiJob, type TAiJobAdded, type TMediaFile } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

const DRAW = '/api/v1/works-service/ai-draw/custom';

/** POST ai-draw/custom/add: queue a drawing (moderated and charged by the AI points rules). */
export function addDrawing(prompt: string): Promise<TAiJobAdded> {
  return api.post<TAiJobAdded>(`${DRAW}/add`, { prompt });
}

/** GET ai-draw/custom/detail: the drawing's status and result. */
export function getDrawing(id: number): Promise<TAiJob> {
  return api.get<TAiJob>(`${DRAW}/detail`, { id });
}

/** POST ai-draw/custom/to-media: keep a finished drawing as my uploaded picture. */
export function drawingToMedia(id: number): Promise<TMediaFile> {
  return api.post<TMediaFile>(`${DRAW}/to-media`, { id });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Draw a picture for a page: queue, poll until done, keep it as a file. */
export async function drawPicture(
  prompt: string,
  pollMs = 1500,
  maxPolls = 120,
): Promise<TMediaFile> {
  const added = await addDrawing(prompt);
  let job = added.job;
  for (let i = 0; i < maxPolls && job.status !== JobStatus.DONE; i += 1) {
    if (job.status === JobStatus.FAILED || job.refused)
      throw new Error(job.errorMessage ?? 'failed');
    await wait(pollMs);
    job = await getDrawing(job.id);
  }
  if (job.status !== JobStatus.DONE) throw new Error('timeout');
  return drawingToMedia(job.id);
}
