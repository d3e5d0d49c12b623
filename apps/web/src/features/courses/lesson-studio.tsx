import type { TLessonTool } from '@haoduo/contract';
import { Suspense, type ReactNode } from 'react';
import { LessonBanner } from './lazy-lesson-banner';
import { useLessonTask, type TLessonTask } from './lesson-task';

export interface TLessonStudio {
  task: TLessonTask;
  /** What a tool's studio takes from the lesson: its prompt, class and banner. */
  studio: { presetPrompt?: string; classId?: number; banner: ReactNode };
  /** Added to the tool's body: the lesson the result is handed in for. */
  lessonBody: { lessonId?: number };
}

/**
 * An AI tool opened from a lesson (`?lesson=<id>`): the lesson's prompt and class for the
 * studio, the banner over it (loaded only then), and the lessonId for the body. A file of its
 * own, apart from the feature's index: a tool's page loads only this.
 */
export function useLessonStudio(tool: TLessonTool): TLessonStudio {
  const task = useLessonTask(tool);
  const { lessonId } = task;
  return {
    task,
    studio: {
      presetPrompt: task.link?.prompt,
      classId: task.classId,
      banner: lessonId ? (
        <Suspense fallback={null}>
          <LessonBanner task={task} />
        </Suspense>
      ) : null,
    },
    lessonBody: lessonId ? { lessonId } : {},
  };
}
