import { AI_TOOL_RESOURCES, type TAiTool } from '@haoduo/contract';

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const AI_WORKSHOP_KEY = 'ai-workshop';

export const WORKS_SERVICE = '/api/v1/works-service';

/** `/api/v1/works-service/<resource>/custom/<call>` of a generation tool. */
export function toolPath(tool: TAiTool, call: string): string {
  return `${WORKS_SERVICE}/${AI_TOOL_RESOURCES[tool]}/custom/${call}`;
}
