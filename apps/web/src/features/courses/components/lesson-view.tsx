import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TLesson } from '@haoduo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLesson } from '../api/get-course';
import { coursePath, lessonPath } from '../model/course-links';
import { LessonBody } from './lesson-body';
import { LessonCreate } from './lesson-create';
import { NotFoundCard } from './not-found-card';
import { TeacherPanel } from './teacher-panel';
import styles from './lesson-view.module.css';

interface TLessonViewProps {
  lessonId: number | undefined;
  /** The lesson's quiz (mounted by the page), shown after the steps. */
  quiz?: (lessonId: number) => ReactNode;
}

/**
 * /course/lesson?id=: a lesson's objectives, steps and materials, the 开始创作 buttons that
 * open the tools prepared for it, and for its teachers the notes and the class's hand-ins.
 */
export function LessonView({ lessonId, quiz }: TLessonViewProps) {
  const { t } = useTranslation();
  const lesson = useLesson(lessonId);
  usePageTitle(lesson.data?.title ?? t('course.detail.lessons'));
  if (lessonId === undefined || lesson.isError) {
    return <NotFoundCard text={t('course.lesson.notFound')} />;
  }
  if (!lesson.data) return <div className={styles.placeholder} aria-busy="true" />;
  return <LessonPage lesson={lesson.data} quiz={quiz} />;
}

function LessonPage({ lesson, quiz }: { lesson: TLesson; quiz: TLessonViewProps['quiz'] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lesson}>
      <Link to={coursePath(lesson.courseId)} className={styles.back}>
        <LeftOutlined aria-hidden /> {lesson.courseTitle}
      </Link>
      <header className={styles.head}>
        <span className={styles.no}>{t('course.detail.lessonNo', { no: lesson.lessonNo })}</span>
        <h1 className={styles.title}>{lesson.title}</h1>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <LessonBody lesson={lesson} />
          {quiz?.(lesson.id)}
        </div>
        <aside className={styles.side}>
          <LessonCreate lesson={lesson} />
          {lesson.teachingNotes !== null ? <TeacherPanel lesson={lesson} /> : null}
        </aside>
      </div>
      <nav className={styles.pager} aria-label={t('course.detail.lessons')}>
        {lesson.prevLessonId ? (
          <Link to={lessonPath(lesson.prevLessonId)} className={styles.pagerLink}>
            <LeftOutlined aria-hidden /> {t('course.lesson.prev')}
          </Link>
        ) : (
          <span />
        )}
        {lesson.nextLessonId ? (
          <Link to={lessonPath(lesson.nextLessonId)} className={styles.pagerLink}>
            {t('course.lesson.next')} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
