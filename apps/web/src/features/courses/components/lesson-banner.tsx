import { CheckCircleFilled, LeftOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLessonTask } from '../lesson-task';
import { lessonPath } from '../model/course-links';
import styles from './lesson-banner.module.css';

export type TLessonHandIn = 'auto' | 'share' | 'practice';

const HINTS = {
  auto: 'course.lesson.handInHint',
  share: 'course.lesson.shareHint',
  practice: 'course.lesson.practiceHint',
} as const;

/**
 * Over a tool opened from a lesson: which lesson's task this is, the way back to it, and
 * whether the pupil's work for it is already handed in.
 */
export function LessonBanner({
  task,
  handIn = 'auto',
}: {
  task: TLessonTask;
  /** How the tool hands the work in: by itself, when it is shared, or not at all. */
  handIn?: TLessonHandIn;
}) {
  const { t } = useTranslation();
  if (task.lessonId === undefined || !task.link) return null;
  return (
    <section
      className={styles.banner}
      aria-label={t('course.lesson.task')}
      data-testid="lesson-task"
    >
      <ReadOutlined aria-hidden className={styles.icon} />
      <div className={styles.text}>
        <span className={styles.kicker}>
          {task.courseTitle} · {task.lessonTitle}
        </span>
        <strong className={styles.title}>{task.link.title}</strong>
        <span className={styles.hint}>
          {task.handedIn ? (
            <span className={styles.done}>
              <CheckCircleFilled aria-hidden /> {t('course.week.handedIn')}
            </span>
          ) : (
            t(HINTS[handIn])
          )}
        </span>
      </div>
      <Link to={lessonPath(task.lessonId)} className={styles.back}>
        <LeftOutlined aria-hidden /> {t('course.lesson.backToLesson')}
      </Link>
    </section>
  );
}
