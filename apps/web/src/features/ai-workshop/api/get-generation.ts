import type { TAiTool } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { generationQuery } from '../../../shared/ai-generation/generation-poll';

/** The generation's detail query and its polling are the site's one (shared/ai-generation). */
export {
  generationQuery,
  getGeneration,
  isJobRunning,
  JOB_POLL_MS,
} from '../../../shared/ai-generation/generation-poll';

export function useGeneration(viewer: string, tool: TAiTool, id: number | null) {
  return useQuery({ ...generationQuery(viewer, tool, id ?? 0), enabled: id !== null && id > 0 });
}
