import { eq } from 'drizzle-orm';
import { appMeta } from '../../db/schema';
import type { TDb } from './database';

/**
 * The installation's value under a key, stored with `initial` the first time (concurrent
 * first calls agree on one value).
 */
export async function ensureAppMeta(db: TDb, key: string, initial: string): Promise<string> {
  await db.insert(appMeta).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row!.value;
}
