import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_SERVICE } from './keys';
import { generationToMedia } from './to-media';

export interface TSaveVideo {
  jobId: number;
  worksName: string;
  prompt: string;
  classId?: number;
}

/** Keeps a video (and its poster) as a video work: POST works/custom/video/add. */
export async function saveVideoWork(input: TSaveVideo): Promise<{ id: number }> {
  const video = await generationToMedia('video', input.jobId, 'main');
  const poster = await generationToMedia('video', input.jobId, 'poster');
  return api.post<{ id: number }>(`${WORKS_SERVICE}/works/custom/video/add`, {
    worksName: input.worksName,
    worksPrompt: input.prompt,
    worksClassId: input.classId ?? null,
    worksCoverPic: poster.url,
    worksContentList: [{ type: 'video', url: video.url, posterUrl: poster.url, text: '' }],
  });
}

export function useSaveVideoWork() {
  return useMutation({ mutationKey: ['ai-workshop', 'save-video'], mutationFn: saveVideoWork });
}
