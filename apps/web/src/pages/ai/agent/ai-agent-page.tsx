import { AgentWorkshop } from '../../../features/ai-workshop';

/** /ai/agent: build agents and chat with them (opened by the agent tile with a ticket too). */
export default function AiAgentPage() {
  return <AgentWorkshop />;
}
