import type { TLessonTool } from '@haoduo/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { loadTexts } from '../../shared/i18n/i18n';
import type { TLessonHandIn } from './components/lesson-banner';
import type { TLessonTask } from './lesson-task';

const LessonTaskLoader = lazy(() =>
  Promise.all([import('./lesson-task-loader'), loadTexts('course')]).then(([m]) => ({
    default: m.LessonTaskLoader,
  })),
);

/** `?lesson=<id>`: a positive id (the course pages' idParam, kept here so this stays tiny). */
function lessonParam(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

export interface TLazyLessonTask {
  /** The lesson of `?lesson=<id>`, when the tool was opened from one. */
  lessonId: number | undefined;
  /** The lesson's preset and hand-in, once loaded. */
  task: TLessonTask | undefined;
  /** The lesson banner (nothing without a lesson). */
  banner: ReactNode;
}

/**
 * A tool opened from a lesson, with nothing of the lesson in the page's first load: the
 * preset calls, the banner and their texts load after the page, only when `?lesson=` is there.
 */
export function useLazyLessonTask(tool: TLessonTool, handIn: TLessonHandIn): TLazyLessonTask {
  const [params] = useSearchParams();
  const lessonId = lessonParam(params.get('lesson'));
  const [task, setTask] = useState<TLessonTask>();
  const current = task?.lessonId === lessonId ? task : undefined;
  return {
    lessonId,
    task: current,
    banner: lessonId ? (
      <Suspense fallback={null}>
        <LessonTaskLoader tool={tool} handIn={handIn} onTask={setTask} />
      </Suspense>
    ) : null,
  };
}
