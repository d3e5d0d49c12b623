import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TScheduleWeekDay } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../shared/ui/cx';
import { useWeekSchedule } from '../api/week-schedule';
import { lessonPath } from '../model/course-links';
import { addDays, weekdayKey } from '../model/weekday';
import { TodoWarn } from './todo-warn';
import styles from './week-cards.module.css';

/**
 * A teacher's 本周课表 in the user shell: Monday to Sunday with the lessons of the classes
 * they teach (holidays and adjust days marked, hand-ins counted), and the week's to-dos.
 */
export function TeacherWeek() {
  const { t } = useTranslation();
  // A day of the week shown (its Monday); this week until the teacher moves.
  const [date, setDate] = useState<string | undefined>(undefined);
  const week = useWeekSchedule(date);
  if (week.isError) return null;
  const start = week.data?.weekStart;
  const thisWeek = date === undefined;
  return (
    <div className={styles.teacher}>
      <section className={styles.schedule} aria-labelledby="teacher-week">
        <div className={styles.weekHead}>
          <h2 id="teacher-week" className={styles.cardTitle}>
            <CalendarOutlined aria-hidden />{' '}
            {thisWeek ? t('course.week.teacherTitle') : t('course.week.otherWeek')}
            {week.data ? (
              <span className={styles.range}>
                {week.data.weekStart.slice(5)} ~ {week.data.weekEnd.slice(5)}
              </span>
            ) : null}
          </h2>
          {start ? (
            <div className={styles.weekNav}>
              <button type="button" onClick={() => setDate((d) => addDays(d ?? start, -7))}>
                <LeftOutlined aria-hidden /> {t('course.week.prevWeek')}
              </button>
              {thisWeek ? null : (
                <button type="button" onClick={() => setDate(undefined)}>
                  {t('course.week.thisWeek')}
                </button>
              )}
              <button type="button" onClick={() => setDate((d) => addDays(d ?? start, 7))}>
                {t('course.week.nextWeek')} <RightOutlined aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
        {!week.data ? (
          <div className={styles.loading} aria-busy="true" />
        ) : week.data.days.every((d) => d.lessons.length === 0) ? (
          <p className={styles.none}>{t('course.week.teacherNone')}</p>
        ) : (
          <ol className={styles.days}>
            {week.data.days.map((day) => (
              <Day key={day.date} day={day} today={day.date === week.data.today} />
            ))}
          </ol>
        )}
      </section>
      <TodoWarn date={date} />
    </div>
  );
}

function Day({ day, today }: { day: TScheduleWeekDay; today: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={cx(styles.day, today && styles.today)} aria-current={today ? 'date' : undefined}>
      <span className={styles.dayHead}>
        {t(`course.week.weekday.${weekdayKey(day.weekday)}`)}
        <span className={styles.date}>{day.date.slice(5)}</span>
      </span>
      {day.holiday ? <span className={styles.holiday}>{day.holiday.name}</span> : null}
      {day.adjust ? <span className={styles.holiday}>{day.adjust.holidayName}</span> : null}
      <ul className={styles.slots}>
        {day.lessons.map((lesson) => (
          <li key={`${lesson.classId}-${lesson.period}`} className={styles.slot}>
            <span className={styles.slotTime}>
              {t('course.week.period', { period: lesson.period })} {lesson.startTime}
            </span>
            <span className={styles.slotClass}>{lesson.courseClassName}</span>
            {lesson.lesson ? (
              <Link to={lessonPath(lesson.lesson.id)} className={styles.slotLesson}>
                {lesson.lesson.title}
              </Link>
            ) : null}
            {lesson.handIn.pupilCount !== null && lesson.state !== 'upcoming' ? (
              <span className={styles.slotCount}>
                {lesson.handIn.handedInCount ?? 0}/{lesson.handIn.pupilCount}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
