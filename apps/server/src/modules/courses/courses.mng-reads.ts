import type { TCourseMngItem, TCourseStatus, TLessonTool, TPage } from '@haoduo/contract';
import type { TStaffAccess } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { classCountsOfCourses } from '../classes';
import { courseScopeCondition } from './courses.policy';
import { presentCourseMngItem } from './courses.presenter';
import { lessonCounts, pageCourses, type TCourseSort } from './courses.queries';

/** The back office's course list (and its export): the caller's data scope applies. */
export async function courseMngPage(
  db: TDb,
  access: TStaffAccess,
  query: {
    currentPage: number;
    pageSize: number;
    title?: string;
    status?: number;
    grade?: number;
    tool?: TLessonTool;
    orderBy?: TCourseSort['by'];
    orderDirection?: TCourseSort['direction'];
  },
): Promise<TPage<TCourseMngItem>> {
  const { rows, total } = await pageCourses(
    db,
    {
      scope: courseScopeCondition(access),
      title: query.title,
      status: query.status as TCourseStatus | undefined,
      grade: query.grade,
      tool: query.tool,
    },
    pageWindow(query),
    { by: query.orderBy, direction: query.orderDirection },
  );
  const ids = rows.map((row) => row.id);
  const [lessons, classes] = await Promise.all([
    lessonCounts(db, ids),
    classCountsOfCourses(db, ids),
  ]);
  return pageOf(
    rows.map((row) =>
      presentCourseMngItem(row, lessons.get(row.id) ?? 0, classes.get(row.id) ?? 0),
    ),
    total,
    query,
  );
}
