import type { TEndpointDefinition } from './endpoint';
import * as aiWorkshop from './ai-workshop';
import { regionEndpoints } from './regions';
import { semesterEndpoints } from './semesters';

/** Every endpoint of the contract, by domain: the server's route table and the OpenAPI document. */
export const endpointGroups = {
  aiDraw: aiWorkshop.aiDrawEndpoints,
  aiDrawColor: aiWorkshop.aiDrawColorEndpoints,
  aiMusic: aiWorkshop.aiMusicEndpoints,
  aiVideo: aiWorkshop.aiVideoEndpoints,
  aiCode: aiWorkshop.aiCodeEndpoints,
  aiModel3d: aiWorkshop.aiModel3dEndpoints,
  aiGenerations: aiWorkshop.aiGenerationEndpoints,
  aiHistory: aiWorkshop.aiHistoryEndpoints,
  aiAgents: aiWorkshop.aiAgentEndpoints,
  aiConversations: aiWorkshop.aiConversationEndpoints,
  aiClassControls: aiWorkshop.aiClassControlEndpoints,
  aiEngines: aiWorkshop.aiEngineEndpoints,
  aiFiles: aiWorkshop.aiFileEndpoints,
  regions: regionEndpoints,
  semesters: semesterEndpoints,
} as const satisfies Record<string, Record<string, TEndpointDefinition>>;

export const allEndpoints: readonly TEndpointDefinition[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group),
);
