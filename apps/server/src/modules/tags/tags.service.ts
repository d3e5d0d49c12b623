import { Messages, WorksMessages, type TTag } from '@haoduo/contract';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';

/** Gallery tags. Removing a tag also removes it from every work that carried it. */

/**
 * What the works that carry tags do when tags change. The app hands it over, so this module
 * imports nothing of the works module (which asks this one whether tags exist).
 */
export interface TTagUsers {
  /** Take deleted tags off every work that carries them, in the same transaction. */
  removeTags: (db: TDb, ids: readonly number[]) => Promise<void>;
  /** Forget kept public pages and counts once the change is written. */
  changed: (db: TDb) => void;
}

const present = (row: typeof tags.$inferSelect): TTag => ({
  id: row.id,
  name: row.name,
  sortOrder: row.sortOrder,
});

export async function listTags(db: TDb, keyword?: string): Promise<TTag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(
      keyword ? ilike(tags.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    )
    .orderBy(asc(tags.sortOrder), asc(tags.id));
  return rows.map(present);
}

export async function addTag(db: TDb, name: string): Promise<TTag> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(tags).where(eq(tags.name, name)).limit(1);
    if (existing) throw conflict(WorksMessages.TAG_NAME_EXISTS);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${tags.sortOrder}), -1)::int` })
      .from(tags);
    const [row] = await tx
      .insert(tags)
      .values({ name, sortOrder: (last?.max ?? -1) + 1 })
      .returning();
    return present(row!);
  });
}

export async function deleteTag(db: TDb, id: number, users: TTagUsers): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
    if (removed.length === 0) throw notFound(WorksMessages.TAG_NOT_FOUND);
    await users.removeTags(tx, [id]);
  });
  users.changed(db);
}

/**
 * Replace the whole list: items with an id are renamed and reordered, items without one are
 * added (or matched to an existing tag of that name), and tags left out are deleted.
 */
export async function saveTags(
  db: TDb,
  list: readonly { id?: number; name: string }[],
  users: TTagUsers,
): Promise<TTag[]> {
  const names = list.map((item) => item.name);
  if (new Set(names).size !== names.length) {
    throw badRequest(WorksMessages.TAG_NAME_EXISTS, [
      { field: 'tagList', message: WorksMessages.TAG_NAME_EXISTS },
    ]);
  }
  const saved = await db.transaction(async (tx) => {
    const existing = await tx.select().from(tags);
    const byId = new Map(existing.map((row) => [row.id, row]));
    const byName = new Map(existing.map((row) => [row.name, row]));
    const resolved = list.map((item) => {
      if (item.id !== undefined) {
        if (!byId.has(item.id)) throw badRequest(WorksMessages.TAG_NOT_FOUND);
        return { id: item.id, name: item.name };
      }
      return { id: byName.get(item.name)?.id, name: item.name };
    });
    const keptIds = resolved.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    if (new Set(keptIds).size !== keptIds.length) throw badRequest(Messages.FIELD_INVALID_VALUE);

    const gone = existing.filter((row) => !keptIds.includes(row.id)).map((row) => row.id);
    if (gone.length > 0) {
      await tx.delete(tags).where(inArray(tags.id, gone));
      await users.removeTags(tx, gone);
    }
    // Park kept names first, so swapping two names never meets the unique index.
    if (keptIds.length > 0) {
      await tx
        .update(tags)
        .set({ name: sql`'~' || ${tags.id}::text` })
        .where(inArray(tags.id, keptIds));
    }
    for (const [index, item] of resolved.entries()) {
      if (item.id !== undefined) {
        await tx
          .update(tags)
          .set({ name: item.name, sortOrder: index })
          .where(eq(tags.id, item.id));
      } else {
        await tx.insert(tags).values({ name: item.name, sortOrder: index });
      }
    }
    const rows = await tx.select().from(tags).orderBy(asc(tags.sortOrder), asc(tags.id));
    return rows.map(present);
  });
  users.changed(db);
  return saved;
}

/** The given tag ids, once each, if every one exists (400 otherwise). */
export async function assertTagsExist(db: TDb, tagIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
  if (rows.length !== unique.length) {
    throw badRequest(WorksMessages.TAG_NOT_FOUND, [
      { field: 'tagIds', message: WorksMessages.TAG_NOT_FOUND },
    ]);
  }
  return unique;
}
