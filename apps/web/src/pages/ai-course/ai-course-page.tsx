import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { courseFilterOf, courseSearchOf, CourseList } from '../../features/courses';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './ai-course-page.module.css';

/** /aiCourse: the published courses, by grade and tool (?grade=&tool=), the class's first. */
export default function AiCoursePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.aiCourse'));
  const [params, setParams] = useSearchParams();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('course.list.title')}</h1>
        <p className={styles.subtitle}>{t('course.list.subtitle')}</p>
      </header>
      <CourseList
        filter={courseFilterOf(params)}
        onChange={(next) => setParams(courseSearchOf(next), { replace: true })}
      />
    </div>
  );
}
