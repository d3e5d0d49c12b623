import { useSearchParams } from 'react-router';
import { CourseDetail, idParam } from '../../../features/courses';
import styles from '../course-page.module.css';

/** /course/detail?id=: a course with its lessons. */
export default function CourseDetailPage() {
  const [params] = useSearchParams();
  return (
    <div className={styles.page}>
      <CourseDetail courseId={idParam(params.get('id'))} />
    </div>
  );
}
