import { courseAppEndpoints } from '@haoduo/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/api-client';
import { EmptySimple } from '../../shared/ui/empty-simple';
import { COURSE_KEY } from './api/keys';
import { coursePath } from './model/course-links';
import styles from './home-courses.module.css';

/** How many courses the home page lists. */
export const HOME_COURSES_COUNT = 3;

/**
 * The first published courses as a one-page infinite query: the home page already loads
 * useInfiniteQuery for its works, and useQuery would add to its first load.
 */
const homeCoursesQuery = infiniteQueryOptions({
  queryKey: [COURSE_KEY, 'home', HOME_COURSES_COUNT],
  queryFn: ({ signal }) =>
    api.call(courseAppEndpoints.page, { currentPage: 1, pageSize: HOME_COURSES_COUNT }, { signal }),
  initialPageParam: 1,
  getNextPageParam: () => undefined,
  staleTime: 60_000,
});

/**
 * The home page's AI课程: the first published courses as compact rows. Its texts are the
 * shell's (the home page does not load the course section).
 */
export function HomeCourses() {
  const { t } = useTranslation();
  const courses = useInfiniteQuery(homeCoursesQuery);
  const list = courses.data?.pages[0]?.list ?? [];
  if (courses.isPending) return <div className={styles.placeholder} aria-busy="true" />;
  if (list.length === 0) {
    return <EmptySimple className={styles.emptyCard} description={t('home.coursesEmpty')} />;
  }
  return (
    <ul className={styles.list}>
      {list.map((c, index) => (
        <li key={c.id}>
          <Link to={coursePath(c.id)} className={styles.row}>
            <span className={styles.thumb} data-tone={index % 3}>
              {c.coverUrl ? <img src={c.coverUrl} alt="" loading="lazy" /> : null}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{c.title}</span>
              <span className={styles.meta}>
                <span className={styles.grade}>{c.gradeLabel}</span>
                <span>{t('home.courseLessons', { count: c.lessonCount })}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
