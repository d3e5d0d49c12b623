import { AgentWorkshop } from '../../../features/ai-workshop';
import { useLazyLessonTask } from '../../../features/courses/lazy-lesson-task';

/**
 * /ai/agent: build agents and chat with them (opened by the agent tile with a ticket too).
 * Opened from a lesson (?lesson=<id>), a new agent starts with the lesson's prompt and the
 * shared agent is handed in for the lesson.
 */
export default function AiAgentPage() {
  const { lessonId, task, banner } = useLazyLessonTask('agent', 'share');
  return (
    <AgentWorkshop
      presetPrompt={task?.link?.prompt}
      classId={task?.classId}
      banner={banner}
      lessonId={lessonId}
    />
  );
}
