import type { TLessonTool, TLessonToolLink } from '@haoduo/contract';
import { useSearchParams } from 'react-router';
import { useToolPreset } from './api/tool-preset';
import { useLessonHandInOfMine } from './api/my-hand-in';
import { idParam } from './model/course-links';

export interface TLessonTask {
  /** The lesson of `?lesson=<id>`, when the tool was opened from one. */
  lessonId: number | undefined;
  /** The lesson's link for this tool: prompt, settings, example (once loaded). */
  link: TLessonToolLink | undefined;
  lessonTitle: string | undefined;
  courseTitle: string | undefined;
  /** The pupil's class the lesson belongs to: the work made here is handed in there. */
  classId: number | undefined;
  handedIn: boolean;
}

/**
 * A tool opened from a lesson (`/ai/painting?lesson=12`): the lesson's preset for the tool
 * and, for a pupil, the class it is handed in to. Kept apart from the feature's index so an
 * AI tool's page loads only this and the two calls, not the course pages.
 */
export function useLessonTask(tool: TLessonTool): TLessonTask {
  const [params] = useSearchParams();
  const lessonId = idParam(params.get('lesson'));
  const preset = useToolPreset(lessonId, tool);
  const mine = useLessonHandInOfMine(lessonId);
  return {
    lessonId,
    link: preset.data?.link,
    lessonTitle: preset.data?.lessonTitle,
    courseTitle: preset.data?.courseTitle,
    classId: mine.data?.classId ?? undefined,
    handedIn: mine.data?.handedIn ?? false,
  };
}
