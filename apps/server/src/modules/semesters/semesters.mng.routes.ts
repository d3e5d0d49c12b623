import { semesterEndpoints } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import type { TDeps } from '../../platform/deps';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createSemester,
  pageSemesters,
  setCurrentSemester,
  updateSemester,
} from './semesters.service';

/** Classes per semester (the classes module's, passed in by the app). */
export type TSemesterClassCounts = (
  db: TDb,
  semesterIds: readonly number[],
) => Promise<Map<number, number>>;

/** Platform semesters are the platform's: staff with the permission, whatever their scope. */
export async function semesterMngRoutes(
  app: TApp,
  { db }: TDeps,
  classCounts: TSemesterClassCounts,
): Promise<void> {
  route(app, semesterEndpoints.mngPage, {
    handler: async (request) => {
      const { rows, total } = await pageSemesters(db, request.query);
      const counts = await classCounts(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((row) => ({
          id: row.id,
          platformSemesterName: row.name,
          startDate: row.startDate,
          endDate: row.endDate,
          currentSemester: row.currentSemester,
          classCount: counts.get(row.id) ?? 0,
        })),
        total,
        request.query,
      );
    },
  });

  route(app, semesterEndpoints.mngCreate, {
    handler: async (request) => createSemester(db, request, request.body),
  });

  route(app, semesterEndpoints.mngUpdate, {
    handler: async (request) => {
      await updateSemester(db, request, request.body);
      return null;
    },
  });

  route(app, semesterEndpoints.mngSetCurrent, {
    handler: async (request) => {
      await setCurrentSemester(db, request, request.body.id);
      return null;
    },
  });
}
