import { AgentWorkshop } from '../../../features/ai-workshop';
import { useLessonStudio } from '../../../features/courses/lesson-studio';

/**
 * /ai/agent: build agents and chat with them (opened by the agent tile with a ticket too).
 * Opened from a lesson (?lesson=<id>), a new agent starts with the lesson's prompt and the
 * shared agent is handed in for the lesson.
 */
export default function AiAgentPage() {
  const { studio, lessonBody } = useLessonStudio('agent');
  return <AgentWorkshop {...studio} lessonId={lessonBody.lessonId} />;
}
