import { AI_TOOL_ENDPOINTS, type TAiJobAdded, type TAiTool, type TInputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** The body of `add`: the prompt, the class, and the tool's options (style, mood, ...). */
export type TGenerationBody = Record<string, unknown> & { prompt?: string; classId?: number };

/**
 * POST <resource>/custom/add: queue a generation (moderated, then charged). Silent: the page
 * shows a refusal (422, kind message, nothing charged) next to the prompt.
 */
export function addGeneration(tool: TAiTool, body: TGenerationBody): Promise<TAiJobAdded> {
  // Each tool's page sends its own options; the server validates them against the tool's body.
  const add = AI_TOOL_ENDPOINTS[tool].add as typeof AI_TOOL_ENDPOINTS.draw.add;
  return api.call(add, body as TInputOf<typeof add>, { silent: true });
}

export function useAddGeneration(tool: TAiTool) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, tool, 'add'],
    mutationFn: (body: TGenerationBody) => addGeneration(tool, body),
    onSettled: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY] }),
  });
}
