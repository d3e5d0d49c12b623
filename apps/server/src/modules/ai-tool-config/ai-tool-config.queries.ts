import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { AI_TOOL_TILE_TYPES, type TToolType } from '@haoduo/contract';
import { aiToolConfigs } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * The tool types a school has closed, as a column of a query over rows carrying the school's
 * id (read in the same round trip as those rows); `openToolsOf` turns it into the open ones.
 */
export const closedToolsOf = (schoolId: SQLWrapper) =>
  sql<
    number[]
  >`(select coalesce(array_agg(${aiToolConfigs.toolType})::int[], '{}'::int[]) from ${aiToolConfigs} where ${aiToolConfigs.schoolId} = ${schoolId} and ${aiToolConfigs.enabled} = false)`;

export function openToolsOf(closed: readonly number[]): Set<number> {
  const open = new Set<number>(AI_TOOL_TILE_TYPES);
  for (const toolType of closed) open.delete(toolType);
  return open;
}

/** The tools each school has opened: every tile type unless a row closes it. */
export async function openToolsBySchool(
  db: TDb,
  schoolIds: number[],
): Promise<Map<number, Set<number>>> {
  const result = new Map<number, Set<number>>();
  const unique = [...new Set(schoolIds)];
  for (const id of unique) result.set(id, new Set(AI_TOOL_TILE_TYPES));
  if (unique.length === 0) return result;
  const closed = await db
    .select({ schoolId: aiToolConfigs.schoolId, toolType: aiToolConfigs.toolType })
    .from(aiToolConfigs)
    .where(and(inArray(aiToolConfigs.schoolId, unique), eq(aiToolConfigs.enabled, false)));
  for (const row of closed) result.get(row.schoolId)?.delete(row.toolType);
  return result;
}

export async function schoolToolList(db: TDb, schoolId: number) {
  const open = (await openToolsBySchool(db, [schoolId])).get(schoolId)!;
  return AI_TOOL_TILE_TYPES.map((toolType) => ({ toolType, enabled: open.has(toolType) }));
}

/** Set the school's tools (one row per tile type given). */
export async function saveSchoolTools(
  db: TDb,
  schoolId: number,
  toolList: { toolType: number; enabled: boolean }[],
): Promise<void> {
  if (toolList.length === 0) return;
  await db
    .insert(aiToolConfigs)
    .values(
      toolList.map((t) => ({ schoolId, toolType: t.toolType as TToolType, enabled: t.enabled })),
    )
    .onConflictDoUpdate({
      target: [aiToolConfigs.schoolId, aiToolConfigs.toolType],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
