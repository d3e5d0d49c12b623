import { ClockCircleOutlined } from '@ant-design/icons';
import type { TLessonSummary } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonPath } from '../model/course-links';
import styles from './lesson-outline.module.css';
import { ToolChips } from './tool-chips';

/** A course's lessons as a path of numbered stops, each opening its lesson page. */
export function LessonOutline({ lessons }: { lessons: readonly TLessonSummary[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.outline}>
      {lessons.map((lesson) => (
        <li key={lesson.id} className={styles.item}>
          <Link to={lessonPath(lesson.id)} className={styles.link}>
            <span className={styles.no} aria-hidden>
              {lesson.lessonNo}
            </span>
            <span className={styles.text}>
              <span className={styles.kicker}>
                {t('course.detail.lessonNo', { no: lesson.lessonNo })}
                <span className={styles.minutes}>
                  <ClockCircleOutlined aria-hidden /> {lesson.minutes}′
                </span>
              </span>
              <span className={styles.title}>{lesson.title}</span>
              {lesson.objectives[0] ? (
                <span className={styles.objective}>{lesson.objectives[0]}</span>
              ) : null}
            </span>
            <ToolChips tools={lesson.tools} />
          </Link>
        </li>
      ))}
    </ol>
  );
}
