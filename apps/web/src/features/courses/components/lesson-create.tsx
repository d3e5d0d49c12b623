import { CheckCircleFilled, RocketOutlined } from '@ant-design/icons';
import type { TLesson } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLessonHandInOfMine } from '../api/my-hand-in';
import styles from './lesson-create.module.css';

/**
 * The lesson's tasks, each with 开始创作: it opens the tool with the lesson's prompt and
 * settings ready (`/ai/painting?lesson=12`). A pupil sees when their work is handed in.
 */
export function LessonCreate({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation();
  const mine = useLessonHandInOfMine(lesson.id);
  if (lesson.toolLinks.length === 0) return null;
  return (
    <section className={styles.create} aria-labelledby="lesson-create">
      <h2 id="lesson-create" className={styles.title}>
        <RocketOutlined aria-hidden /> {t('course.lesson.create')}
      </h2>
      {mine.data?.handedIn ? (
        <p className={styles.handedIn} role="status">
          <CheckCircleFilled aria-hidden /> {t('course.week.handedIn')}
        </p>
      ) : null}
      {lesson.toolLinks.map((link) => {
        const tool = t(`course.tools.${link.tool}`);
        return (
          <div key={link.tool} className={styles.task}>
            {link.exampleImageUrl ? (
              <img src={link.exampleImageUrl} alt="" loading="lazy" className={styles.example} />
            ) : null}
            <h3 className={styles.taskTitle}>{link.title}</h3>
            {link.prompt ? <p className={styles.prompt}>“{link.prompt}”</p> : null}
            <p className={styles.hint}>{t('course.lesson.createHint', { tool })}</p>
            <Link
              to={link.path}
              className={styles.go}
              aria-label={`${t('course.lesson.create')} ${tool}`}
            >
              {t('course.lesson.create')}
            </Link>
          </div>
        );
      })}
    </section>
  );
}
