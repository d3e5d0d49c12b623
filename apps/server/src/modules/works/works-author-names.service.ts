import { WorksCreatorType } from '@haoduo/contract';
import { and, eq, ne } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { schoolNamesByIds } from '../identity';
import { authorNames, publicAuthorName, searchTokensOf } from './works-content';
import { forgetPublicCounts } from './works-lists.queries';

/**
 * Works keep their author's public name (pen name, or the masked given name) and search
 * tokens with them. The users domain calls this after a person's name or pen name changes,
 * so the gallery, search and every work page follow. Returns how many works changed.
 */
export async function refreshAuthorNames(db: TDb, userId: number): Promise<number> {
  const names = await authorNames(db, userId);
  const publicName = publicAuthorName(names.name, names.penName);
  const rows = await db
    .select({
      id: works.id,
      worksName: works.worksName,
      school: works.customizeSchoolName,
      schoolId: works.schoolId,
    })
    .from(works)
    .where(
      and(
        eq(works.authorUserId, userId),
        ne(works.worksCreatorType, WorksCreatorType.STAFF),
        ne(works.authorPublicName, publicName),
      ),
    );
  const schoolNames = await schoolNamesByIds(
    db,
    rows.map((row) => row.schoolId),
  );
  for (const row of rows) {
    const schoolName = schoolNames.get(row.schoolId) ?? null;
    await db
      .update(works)
      .set({
        authorPublicName: publicName,
        searchTokens: searchTokensOf(row.worksName, publicName, row.school ?? schoolName),
      })
      .where(eq(works.id, row.id));
  }
  if (rows.length > 0) forgetPublicCounts(db);
  return rows.length;
}
