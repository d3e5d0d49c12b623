import { useSearchParams } from 'react-router';
import { idParam, LessonView } from '../../../features/courses';
import { LessonQuiz } from '../../../features/lesson-quiz';
import styles from '../course-page.module.css';

/** /course/lesson?id=: a lesson's page, with its quiz for pupils after the steps. */
export default function CourseLessonPage() {
  const [params] = useSearchParams();
  const lessonId = idParam(params.get('id'));
  return (
    <div className={styles.page}>
      <LessonView key={lessonId} lessonId={lessonId} quiz={(id) => <LessonQuiz lessonId={id} />} />
    </div>
  );
}
