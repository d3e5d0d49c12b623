import { SchoolStatus, schoolEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../../platform/auth/auth-context';
import type { TDb } from '../../../platform/db/database';
import type { TDeps } from '../../../platform/deps';
import { pageOf } from '../../../platform/http/paging';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { openToolsBySchool } from '../../ai-tool-config';
import { startExport } from '../../file-tasks';
import { regionName } from '../../regions';
import { schoolsExport } from './schools.exports';
import { presentSchool } from './schools.presenter';
import { pageSchools, peopleCounts, schoolListWhere } from './schools.queries';
import { schoolsInScope } from './schools.scope';
import { createSchool, schoolInScope, setSchoolStatus, updateSchool } from './schools.service';

/** How many classes a school has (the classes module's, passed in by the app). */
export type TSchoolClassCount = (db: TDb, schoolId: number) => Promise<number>;

/**
 * Schools in the back office: the caller's permission is checked before the handler, and
 * every row read or written must be in their data scope (403 otherwise).
 */
export async function schoolMngRoutes(
  app: TApp,
  { db }: TDeps,
  classCount: TSchoolClassCount,
): Promise<void> {
  route(app, schoolEndpoints.page, {
    handler: async (request) => {
      const where = schoolListWhere(schoolsInScope(request.auth), request.query);
      const { rows, total } = await pageSchools(db, where, request.query);
      const tools = await openToolsBySchool(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((row) => presentSchool(row, tools.get(row.id), request)),
        total,
        request.query,
      );
    },
  });

  route(app, schoolEndpoints.detail, {
    handler: async (request) => {
      const row = await schoolInScope(db, request, request.query.id);
      const [tools, people, classes] = await Promise.all([
        openToolsBySchool(db, [row.id]),
        peopleCounts(db, row.id),
        classCount(db, row.id),
      ]);
      return {
        ...presentSchool(row, tools.get(row.id), request),
        provinceName: regionName(row.provinceId),
        cityName: regionName(row.cityId),
        districtName: regionName(row.districtId),
        classCount: classes,
        ...people,
      };
    },
  });

  route(app, schoolEndpoints.create, {
    handler: async (request) => createSchool(db, request, request.body),
  });

  route(app, schoolEndpoints.update, {
    handler: async (request) => {
      await updateSchool(db, request, request.body);
      return null;
    },
  });

  for (const [endpoint, status] of [
    [schoolEndpoints.enable, SchoolStatus.ENABLED],
    [schoolEndpoints.disable, SchoolStatus.DISABLED],
  ] as const) {
    route(app, endpoint, {
      handler: async (request) => {
        await setSchoolStatus(db, request, request.body.id, status);
        return null;
      },
    });
  }

  route(app, schoolEndpoints.export, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), schoolsExport, request.query),
  });
}
