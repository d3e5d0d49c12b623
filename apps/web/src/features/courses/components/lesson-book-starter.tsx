import { BookOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { loginPath, Paths } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { startLessonBook } from '../api/start-lesson-book';
import { useLessonTask } from '../lesson-task';
import { lessonPath } from '../model/course-links';
import styles from './lesson-book-starter.module.css';

/**
 * /book/edit?lesson=<id> (no book yet): makes the pupil's picture book from the lesson's
 * template, handed in for the lesson, and opens it in the editor.
 */
export function LessonBookStarter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAppStore((state) => state.token !== null);
  const task = useLessonTask('book');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const { link, lessonId, lessonTitle, classId } = task;

  useEffect(() => {
    if (started.current || !signedIn || !lessonId || link?.tool !== 'book') return;
    started.current = true;
    startLessonBook({ link, lessonId, lessonTitle: lessonTitle ?? '', classId })
      .then(({ id }) => navigate(`/book/edit?id=${id}&lesson=${lessonId}`, { replace: true }))
      .catch(() => setFailed(true));
  }, [signedIn, link, lessonId, lessonTitle, classId, navigate]);

  if (!signedIn) return <Navigate to={loginPath()} replace />;
  if (!lessonId) return <Navigate to={Paths.CREATION_CENTER} replace />;
  return (
    <div className={styles.page}>
      <div className={styles.card} aria-busy={!failed}>
        <BookOutlined aria-hidden className={styles.icon} />
        <h1 className={styles.title}>{link?.title ?? lessonTitle ?? t('course.tools.book')}</h1>
        {failed ? (
          <>
            <p role="alert">{t('course.lesson.bookFailed')}</p>
            <Link to={lessonPath(lessonId)}>{t('course.lesson.backToLesson')}</Link>
          </>
        ) : (
          <p className={styles.text}>{t('course.lesson.bookPreparing')}</p>
        )}
      </div>
    </div>
  );
}
