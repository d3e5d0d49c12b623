import type { TLessonTool } from '@haoduo/contract';
import { useMemo, type ReactNode } from 'react';
import { useLessonStudio } from './lesson-studio';

type TLabTool = Extract<TLessonTool, `training-${string}`>;

export interface TLessonLab {
  /** The project the lesson prepared for the lab, once its preset has come. */
  lesson?: { lessonId: number; projectName: string; categories: string[] };
  banner: ReactNode;
}

/**
 * A training lab opened from a lesson (`/ai/training/image?lesson=12`): the lesson's project
 * (name and categories) and the banner. Apart from the feature's index, like lesson-studio:
 * a lab's page loads only this and the preset calls.
 */
export function useLessonLab(tool: TLabTool): TLessonLab {
  const { task, studio } = useLessonStudio(tool);
  const { lessonId, link } = task;
  const lesson = useMemo(() => {
    if (lessonId === undefined || link?.tool !== tool) return undefined;
    const settings = link.settings as { projectName: string; categories: string[] };
    return { lessonId, projectName: settings.projectName, categories: [...settings.categories] };
  }, [lessonId, link, tool]);
  return { lesson, banner: studio.banner };
}
