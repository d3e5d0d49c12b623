import type { TAiTool } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_SERVICE } from './keys';
import { generationToMedia } from './to-media';

export interface TSavePicture {
  tool: Extract<TAiTool, 'draw' | 'draw-color'>;
  jobId: number;
  worksName: string;
  prompt: string;
  classId?: number;
}

/**
 * Keeps a picture as a single-image work: the result becomes the pupil's file (to-media),
 * then POST works/custom/single-picture/add (a draft in the pupil's works).
 */
export async function savePictureWork(input: TSavePicture): Promise<{ id: number }> {
  const media = await generationToMedia(input.tool, input.jobId);
  return api.post<{ id: number }>(`${WORKS_SERVICE}/works/custom/single-picture/add`, {
    worksName: input.worksName,
    worksPrompt: input.prompt,
    worksClassId: input.classId ?? null,
    worksCoverPic: media.url,
    worksContentList: [{ type: 'image', url: media.url, posterUrl: null, text: '' }],
  });
}

export function useSavePictureWork() {
  return useMutation({ mutationKey: ['ai-workshop', 'save-picture'], mutationFn: savePictureWork });
}
