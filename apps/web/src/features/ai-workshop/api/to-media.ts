import { AI_TOOL_ENDPOINTS, type TAiTool, type TMediaFile } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * POST <resource>/custom/to-media: keep a finished picture, music or video (or a video's
 * poster) as the pupil's uploaded file, to put it in a work.
 */
export function generationToMedia(
  tool: TAiTool,
  id: number,
  file: 'main' | 'poster' = 'main',
): Promise<TMediaFile> {
  return api.call(AI_TOOL_ENDPOINTS[tool].toMedia, { id, file });
}
