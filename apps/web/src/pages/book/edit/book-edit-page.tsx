import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LessonBookStarter } from '../../../features/courses/lazy-lesson-book';
import { BookEditorPage } from '../../../features/works';

/**
 * /book/edit?id=: the picture-book editor (full screen, without the site header). Opened from
 * a lesson without a book yet (?lesson=), it first makes the book from the lesson's template.
 */
export default function BookEditPage() {
  const [params] = useSearchParams();
  if (!params.get('id') && params.get('lesson')) {
    return (
      <Suspense fallback={null}>
        <LessonBookStarter />
      </Suspense>
    );
  }
  return <BookEditorPage />;
}
