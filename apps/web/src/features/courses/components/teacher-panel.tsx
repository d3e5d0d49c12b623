import { TeamOutlined } from '@ant-design/icons';
import type { TLesson } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { useMyClassCourses } from '../api/my-class-course';
import { useLessonHandIn } from '../api/week-schedule';
import { isRichText, safeRichText } from '../model/rich-text';
import styles from './teacher-panel.module.css';

/** For a teacher of a class following the course: the teaching notes and who has handed in. */
export function TeacherPanel({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation();
  const mine = useMyClassCourses();
  const classes = (mine.data ?? []).filter(
    (m) => m.role === 'teacher' && m.course.id === lesson.courseId,
  );
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const classId = chosen ?? classes[0]?.classId;
  return (
    <section className={styles.panel} aria-labelledby="lesson-teacher">
      <h2 id="lesson-teacher" className={styles.title}>
        {t('course.lesson.teacherNotes')}
      </h2>
      {lesson.teachingNotes ? <TeachingNotes notes={lesson.teachingNotes} /> : null}
      <h3 className={styles.subtitle}>
        <TeamOutlined aria-hidden /> {t('course.lesson.handIn')}
      </h3>
      {classes.length > 1 ? (
        <Select
          aria-label={t('course.lesson.chooseClass')}
          value={classId}
          onChange={setChosen}
          options={classes.map((c) => ({ value: c.classId, label: c.courseClassName }))}
        />
      ) : null}
      {classId === undefined ? (
        <p className={styles.muted}>{t('course.lesson.noClass')}</p>
      ) : (
        <HandInState classId={classId} lessonId={lesson.id} />
      )}
    </section>
  );
}

/** The notes as the editor wrote them: rich text (HTML) or plain text with its line breaks. */
function TeachingNotes({ notes }: { notes: string }) {
  return isRichText(notes) ? (
    <div className={styles.notes} dangerouslySetInnerHTML={{ __html: safeRichText(notes) }} />
  ) : (
    <p className={`${styles.notes} ${styles.plain}`}>{notes}</p>
  );
}

function HandInState({ classId, lessonId }: { classId: number; lessonId: number }) {
  const { t } = useTranslation();
  const state = useLessonHandIn(classId, lessonId);
  if (!state.data) return <div className={styles.loading} aria-busy="true" />;
  const { pupils, handedInCount, pupilCount } = state.data;
  const missing = pupils.filter((p) => !p.handedIn);
  const done = pupils.filter((p) => p.handedIn);
  const percent = pupilCount === 0 ? 0 : Math.round((handedInCount / pupilCount) * 100);
  return (
    <div className={styles.handIn} data-testid="lesson-hand-in">
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={pupilCount}
        aria-valuenow={handedInCount}
        aria-label={t('course.lesson.handIn')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.counts}>
        <span className={styles.ok}>{t('course.lesson.handedIn', { count: handedInCount })}</span>
        <span className={styles.todo}>
          {t('course.lesson.notHandedIn', { count: pupilCount - handedInCount })}
        </span>
      </p>
      {missing.length === 0 && pupilCount > 0 ? (
        <p className={styles.ok}>{t('course.lesson.allHandedIn')}</p>
      ) : (
        <ul className={styles.names} aria-label={t('course.week.notHandedIn')}>
          {missing.map((p) => (
            <li key={p.accountId} className={styles.missing}>
              {p.name}
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 ? (
        <ul className={styles.names} aria-label={t('course.week.handedIn')}>
          {done.map((p) => (
            <li key={p.accountId} className={styles.done}>
              {p.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
