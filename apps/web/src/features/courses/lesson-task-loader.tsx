import type { TLessonTool } from '@haoduo/contract';
import { useEffect } from 'react';
import { LessonBanner, type TLessonHandIn } from './components/lesson-banner';
import { useLessonTask, type TLessonTask } from './lesson-task';

/**
 * Loaded after a tool's page when its address names a lesson: reads the lesson's preset and
 * hand-in for the tool, hands them to the page and shows the lesson banner.
 */
export function LessonTaskLoader({
  tool,
  handIn,
  onTask,
}: {
  tool: TLessonTool;
  handIn: TLessonHandIn;
  onTask: (task: TLessonTask) => void;
}) {
  const task = useLessonTask(tool);
  const { lessonId, link, lessonTitle, courseTitle, classId, handedIn } = task;
  useEffect(() => {
    onTask({ lessonId, link, lessonTitle, courseTitle, classId, handedIn });
  }, [onTask, lessonId, link, lessonTitle, courseTitle, classId, handedIn]);
  return <LessonBanner task={task} handIn={handIn} />;
}
