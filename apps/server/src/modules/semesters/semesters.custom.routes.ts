import { semesterEndpoints } from '@haoduo/contract';
import { desc } from 'drizzle-orm';
import { semesters } from '../../db/schema';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';

export async function semesterRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, semesterEndpoints.list, {
    handler: async () => {
      const rows = await db.select().from(semesters).orderBy(desc(semesters.startDate));
      return rows.map((row) => ({
        id: row.id,
        platformSemesterName: row.name,
        startDate: row.startDate,
        endDate: row.endDate,
        currentSemester: row.currentSemester,
      }));
    },
  });
}
