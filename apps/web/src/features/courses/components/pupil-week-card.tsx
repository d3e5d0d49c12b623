import { CalendarOutlined, CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import type { TLatestLesson } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { useLesson } from '../api/get-course';
import { useLatestLesson } from '../api/week-schedule';
import { lessonPath } from '../model/course-links';
import { weekdayKey } from '../model/weekday';
import styles from './week-cards.module.css';

/**
 * A pupil's 本周课程 in the user shell: the current class's lesson held now or next, when and
 * where it is, the tool to make the work with, and whether it is handed in.
 */
export function PupilWeekCard() {
  const { t } = useTranslation();
  const classId = useAppStore((state) => {
    const id = state.currentCourseClass?.id;
    return id === undefined || id === null ? undefined : Number(id);
  });
  const latest = useLatestLesson(classId);
  if (latest.isPending || latest.isError) return null;
  return (
    <section className={styles.pupil} aria-labelledby="pupil-week">
      <h2 id="pupil-week" className={styles.cardTitle}>
        <CalendarOutlined aria-hidden /> {t('course.week.pupilTitle')}
      </h2>
      {latest.data?.lesson ? (
        <PupilLesson scheduled={latest.data} lessonId={latest.data.lesson.id} />
      ) : (
        <p className={styles.none}>
          {t('course.week.pupilNone')} <Link to={Paths.AI_TOOLS}>{t('nav.aiTools')}</Link>
        </p>
      )}
    </section>
  );
}

function PupilLesson({
  scheduled,
  lessonId,
}: {
  scheduled: NonNullable<TLatestLesson>;
  lessonId: number;
}) {
  const { t } = useTranslation();
  const lesson = useLesson(lessonId);
  const link = lesson.data?.toolLinks[0];
  const handedIn = scheduled.handIn.handedIn === true;
  return (
    <div className={styles.pupilBody}>
      <div className={styles.pupilText}>
        <span className={styles.when}>
          <ClockCircleOutlined aria-hidden />{' '}
          {t(`course.week.weekday.${weekdayKey(scheduled.weekday)}`)}{' '}
          {t('course.week.period', { period: scheduled.period })} {scheduled.startTime}
        </span>
        <strong className={styles.lessonTitle}>
          {t('course.detail.lessonNo', { no: scheduled.lesson?.seq })} {scheduled.lesson?.title}
        </strong>
        {lesson.data ? <span className={styles.courseName}>{lesson.data.courseTitle}</span> : null}
        <span className={handedIn ? styles.stateDone : styles.stateTodo}>
          {handedIn ? <CheckCircleFilled aria-hidden /> : null}{' '}
          {handedIn ? t('course.week.handedIn') : t('course.week.notHandedIn')}
        </span>
      </div>
      <div className={styles.actions}>
        <Link to={lessonPath(lessonId)} className={styles.secondary}>
          {t('course.week.openLesson')}
        </Link>
        {link && !handedIn ? (
          <Link to={link.path} className={styles.primary}>
            {t('course.week.handIn', { tool: t(`course.tools.${link.tool}`) })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
