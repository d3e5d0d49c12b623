import { AuthMessages, FREE_MOBILE_TYPE_LABELS, type TFreeMobile } from '@haoduo/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { freeMobiles } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDb } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * Free mobiles: numbers that may receive codes without the per-day limit (test devices,
 * school front desks). Only enabled ones are free; every change is in the audit log.
 */

export const FreeMobileStatus = { DISABLED: 0, ENABLED: 1 } as const;

interface TFields {
  mobile: string;
  owner: string;
  reason: string;
  type: number;
}
interface TActor {
  userId: number;
  ip: string;
}

/** Whether the mobile is an enabled free mobile (the code limiter skips the daily cap). */
export async function isFreeMobile(db: TDb, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: freeMobiles.id })
    .from(freeMobiles)
    .where(and(eq(freeMobiles.mobile, mobile), eq(freeMobiles.status, FreeMobileStatus.ENABLED)))
    .limit(1);
  return Boolean(row);
}

async function mobileTaken(db: TDb, mobile: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: freeMobiles.id })
    .from(freeMobiles)
    .where(eq(freeMobiles.mobile, mobile))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

async function findFreeMobile(db: TDb, id: number) {
  const [row] = await db.select().from(freeMobiles).where(eq(freeMobiles.id, id)).limit(1);
  if (!row) throw notFound(AuthMessages.FREE_MOBILE_NOT_FOUND);
  return row;
}

export async function createFreeMobile(db: TDb, actor: TActor, fields: TFields) {
  if (await mobileTaken(db, fields.mobile)) throw conflict(AuthMessages.FREE_MOBILE_EXISTS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(freeMobiles)
      .values({ ...fields, createdBy: actor.userId })
      .returning({ id: freeMobiles.id });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'free-mobile.create',
      targetType: 'free_mobile',
      targetId: row!.id,
      detail: { after: { ...fields, mobile: undefined } },
      ip: actor.ip,
    });
    return { id: row!.id };
  });
}

export async function editFreeMobile(db: TDb, actor: TActor, id: number, fields: TFields) {
  const before = await findFreeMobile(db, id);
  if (await mobileTaken(db, fields.mobile, id)) throw conflict(AuthMessages.FREE_MOBILE_EXISTS);
  await db.transaction(async (tx) => {
    await tx
      .update(freeMobiles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(freeMobiles.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'free-mobile.edit',
      targetType: 'free_mobile',
      targetId: id,
      detail: {
        before: { owner: before.owner, reason: before.reason, type: before.type },
        after: { owner: fields.owner, reason: fields.reason, type: fields.type },
        mobileChanged: before.mobile !== fields.mobile,
      },
      ip: actor.ip,
    });
  });
}

export async function setFreeMobileStatus(db: TDb, actor: TActor, id: number, status: 0 | 1) {
  const before = await findFreeMobile(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(freeMobiles)
      .set({ status, updatedAt: new Date() })
      .where(eq(freeMobiles.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: status === FreeMobileStatus.ENABLED ? 'free-mobile.enable' : 'free-mobile.disable',
      targetType: 'free_mobile',
      targetId: id,
      detail: { before: { status: before.status }, after: { status } },
      ip: actor.ip,
    });
  });
}

export async function pageFreeMobiles(
  db: TDb,
  query: { currentPage: number; pageSize: number; keyword?: string; status?: number },
) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(freeMobiles.mobile, like), ilike(freeMobiles.owner, like))!);
  }
  if (query.status !== undefined) conditions.push(eq(freeMobiles.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(freeMobiles).where(where);
  const rows = await db
    .select()
    .from(freeMobiles)
    .where(where)
    .orderBy(desc(freeMobiles.id))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize);
  const list: TFreeMobile[] = rows.map((row) => ({
    id: row.id,
    mobile: row.mobile,
    owner: row.owner,
    reason: row.reason,
    type: row.type,
    typeName: FREE_MOBILE_TYPE_LABELS[row.type] ?? '',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, currentPage: query.currentPage, pageSize: query.pageSize };
}
