import { lazy, Suspense } from 'react';

const Panel = lazy(() =>
  import('./components/lesson-quiz').then((m) => ({ default: m.LessonQuizPanel })),
);

/** The quiz of a lesson (nothing for visitors, teachers, or a lesson without a quiz). */
export function LessonQuiz({ lessonId }: { lessonId: number }) {
  return (
    <Suspense fallback={null}>
      <Panel lessonId={lessonId} />
    </Suspense>
  );
}
