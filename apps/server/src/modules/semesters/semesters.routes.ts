import { ZSemesterItem } from '@haoduo/contract';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { semesters } from '../../db/schema';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';

/** The spec's semester list lives under both prefixes (backend-spec 7.1, last item). */
const PATHS = [
  '/api/v1/works-service/platform-semester/query-list',
  '/api/v1/platform-semester/query-list',
] as const;

export async function semesterRoutes(app: TApp, { db }: TDeps): Promise<void> {
  for (const path of PATHS) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['semesters'],
          summary: 'Platform semesters, newest first, with the currentSemester flag',
          response: okResponse(z.array(ZSemesterItem)),
        },
      },
      async () => {
        const rows = await db.select().from(semesters).orderBy(desc(semesters.startDate));
        return ok(
          rows.map((row) => ({
            id: row.id,
            platformSemesterName: row.name,
            startDate: row.startDate,
            endDate: row.endDate,
            currentSemester: row.currentSemester,
          })),
        );
      },
    );
  }
}
