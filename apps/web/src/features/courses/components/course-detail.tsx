import { BookOutlined, ClockCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { TCourseDetail } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useCourse } from '../api/get-course';
import { lessonPath } from '../model/course-links';
import { safeRichText } from '../model/rich-text';
import { CourseCover } from './course-cover';
import styles from './course-detail.module.css';
import { LessonOutline } from './lesson-outline';
import { NotFoundCard } from './not-found-card';
import { ToolChips } from './tool-chips';

/** /course/detail?id=: a published course, its introduction and its lessons in order. */
export function CourseDetail({ courseId }: { courseId: number | undefined }) {
  const { t } = useTranslation();
  const course = useCourse(courseId);
  usePageTitle(course.data?.title ?? t('pages.courseDetail'));
  if (courseId === undefined || course.isError) {
    return <NotFoundCard text={t('course.detail.notFound')} />;
  }
  if (!course.data) return <div className={styles.placeholder} aria-busy="true" />;
  return <CourseView course={course.data} />;
}

function CourseView({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const first = course.lessons[0];
  const intro = safeRichText(course.introduction);
  return (
    <div className={styles.detail}>
      <section className={styles.hero}>
        <CourseCover course={course} priority className={styles.cover} />
        <div className={styles.info}>
          <span className={styles.grade}>{course.gradeLabel}</span>
          <h1 className={styles.title}>{course.title}</h1>
          {course.summary ? <p className={styles.summary}>{course.summary}</p> : null}
          <p className={styles.facts}>
            <span>
              <ClockCircleOutlined aria-hidden /> {t('course.card.hours', { count: course.hours })}
            </span>
            <span>
              <BookOutlined aria-hidden /> {t('course.card.lessons', { count: course.lessonCount })}
            </span>
          </p>
          <ToolChips tools={course.tools} />
          {first ? (
            <Link to={lessonPath(first.id)} className={styles.start}>
              {t('course.detail.startFirst')} <RightOutlined aria-hidden />
            </Link>
          ) : null}
        </div>
      </section>
      {intro ? (
        <section className={styles.card} aria-labelledby="course-intro">
          <h2 id="course-intro" className={styles.cardTitle}>
            {t('course.detail.intro')}
          </h2>
          <div className={styles.intro} dangerouslySetInnerHTML={{ __html: intro }} />
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="course-lessons">
        <h2 id="course-lessons" className={styles.cardTitle}>
          {t('course.detail.lessons')}
        </h2>
        {course.lessons.length === 0 ? (
          <p className={styles.muted}>{t('course.detail.noLessons')}</p>
        ) : (
          <LessonOutline lessons={course.lessons} />
        )}
      </section>
    </div>
  );
}
