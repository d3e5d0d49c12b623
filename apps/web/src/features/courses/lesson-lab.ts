import type { TLessonTool } from '@haoduo/contract';
import { useMemo, type ReactNode } from 'react';
import { useLazyLessonTask } from './lazy-lesson-task';

type TLabTool = Extract<TLessonTool, `training-${string}`>;

export interface TLessonLab {
  /** The project the lesson prepared for the lab, once its preset has come. */
  lesson?: { lessonId: number; projectName: string; categories: string[] };
  banner: ReactNode;
}

/**
 * A training lab opened from a lesson (`/ai/training/image?lesson=12`): the lesson's project
 * (name and categories) and the banner, all loaded after the lab's page.
 */
export function useLessonLab(tool: TLabTool): TLessonLab {
  const { lessonId, task, banner } = useLazyLessonTask(tool, 'practice');
  const link = task?.link;
  const lesson = useMemo(() => {
    if (lessonId === undefined || link?.tool !== tool) return undefined;
    const settings = link.settings as { projectName: string; categories: string[] };
    return { lessonId, projectName: settings.projectName, categories: [...settings.categories] };
  }, [lessonId, link, tool]);
  return { lesson, banner };
}
