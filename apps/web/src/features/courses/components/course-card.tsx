import { BookOutlined, ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import type { TCourseSummary } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursePath } from '../model/course-links';
import { CourseCover } from './course-cover';
import styles from './course-card.module.css';
import { ToolChips } from './tool-chips';

interface TCourseCardProps {
  course: TCourseSummary;
  /** The class of the signed-in pupil or teacher that follows it (我的班级课程). */
  className?: string;
  priority?: boolean;
}

/** A course on /aiCourse: cover, title, grades, hours, lessons and the tools it uses. */
export function CourseCard({ course, className, priority = false }: TCourseCardProps) {
  const { t } = useTranslation();
  const mine = className !== undefined;
  return (
    <article
      className={mine ? `${styles.card} ${styles.mine}` : styles.card}
      aria-label={course.title}
    >
      <Link to={coursePath(course.id)} className={styles.link} title={t('course.card.open')}>
        <CourseCover course={course} priority={priority} className={styles.cover}>
          {mine ? (
            <span className={styles.ribbon}>
              <StarFilled aria-hidden /> {t('course.list.mine')}
            </span>
          ) : null}
          <span className={styles.grade}>{course.gradeLabel}</span>
        </CourseCover>
        <div className={styles.body}>
          <h2 className={styles.title}>{course.title}</h2>
          {mine ? (
            <p className={styles.mineHint}>{t('course.list.mineHint', { className })}</p>
          ) : null}
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
        </div>
      </Link>
    </article>
  );
}
