import { BellOutlined, CheckCircleFilled, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTodoWarn } from '../api/week-schedule';
import { lessonPath } from '../model/course-links';
import styles from './week-cards.module.css';

/**
 * A teacher's to-dos of the week (holding `date`; this week without): pupils still to hand in
 * a lesson's work, pupils whose drawings failed.
 */
export function TodoWarn({ date }: { date?: string }) {
  const { t } = useTranslation();
  const todo = useTodoWarn(date);
  if (!todo.data) return null;
  const { lessons, drawErrors } = todo.data;
  const open = lessons.filter((l) => l.missingPupils.length > 0);
  const failed = drawErrors.filter((d) => d.students.length > 0);
  return (
    <section className={styles.todo} aria-labelledby="teacher-todo" data-testid="todo-warn">
      <h2 id="teacher-todo" className={styles.cardTitle}>
        <BellOutlined aria-hidden /> {t('course.week.todoTitle')}
      </h2>
      {open.length === 0 && failed.length === 0 ? (
        <p className={styles.allDone}>
          <CheckCircleFilled aria-hidden /> {t('course.week.todoNone')}
        </p>
      ) : null}
      <ul className={styles.todoList}>
        {open.map((l) => (
          <li key={`${l.classId}-${l.date}-${l.period}`} className={styles.todoItem}>
            <span className={styles.todoClass}>{l.courseClassName}</span>
            {l.lesson ? (
              <Link to={lessonPath(l.lesson.id)} className={styles.todoText}>
                {t('course.week.notHanded', {
                  lesson: l.lesson.title,
                  count: l.missingPupils.length,
                })}
              </Link>
            ) : null}
            <ul className={styles.names} aria-label={t('course.week.notHandedIn')}>
              {l.missingPupils.map((p) => (
                <li key={p.accountId}>{p.name}</li>
              ))}
            </ul>
          </li>
        ))}
        {failed.map((d) => (
          <li key={`draw-${d.classId}`} className={`${styles.todoItem} ${styles.todoWarn}`}>
            <span className={styles.todoClass}>{d.courseClassName}</span>
            <span className={styles.todoText}>
              <WarningOutlined aria-hidden />{' '}
              {t('course.week.drawFailed', { count: d.students.length })}
            </span>
            <span className={styles.hint}>{t('course.week.drawFailedHint')}</span>
            <ul
              className={styles.names}
              aria-label={t('course.week.drawFailed', { count: d.students.length })}
            >
              {d.students.map((s) => (
                <li key={s.accountUserId} title={s.lastPrompt}>
                  {s.name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
