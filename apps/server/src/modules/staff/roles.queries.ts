import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  staffRolePackages,
  staffRoles,
  staffUserRolePackages,
  staffUserRoles,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';

export type TRoleRow = typeof staffRoles.$inferSelect;
export type TRolePackageRow = typeof staffRolePackages.$inferSelect;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findRole(db: TDb, id: number): Promise<TRoleRow | null> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id)).limit(1);
  return row ?? null;
}

export async function findRoleByName(db: TDb, tenant: string, name: string) {
  const [row] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantCode, tenant), eq(staffRoles.name, name)))
    .limit(1);
  return row ?? null;
}

export async function pageRoles(
  db: TDb,
  tenant: string,
  filter: { name?: string; enabled?: boolean },
  window: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(staffRoles.tenantCode, tenant)];
  if (filter.name) conditions.push(ilike(staffRoles.name, likeText(filter.name)));
  if (filter.enabled !== undefined) conditions.push(eq(staffRoles.enabled, filter.enabled));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffRoles)
      .where(where)
      .orderBy(asc(staffRoles.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(staffRoles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function roleOptions(db: TDb, tenant: string, onlyEnabled: boolean, ids?: number[]) {
  const conditions: SQL[] = [eq(staffRoles.tenantCode, tenant)];
  if (onlyEnabled) conditions.push(eq(staffRoles.enabled, true));
  if (ids) conditions.push(ids.length === 0 ? sql`false` : inArray(staffRoles.id, ids));
  return db
    .select({ id: staffRoles.id, name: staffRoles.name, enabled: staffRoles.enabled })
    .from(staffRoles)
    .where(and(...conditions))
    .orderBy(asc(staffRoles.id));
}

export async function findPackage(db: TDb, id: number): Promise<TRolePackageRow | null> {
  const [row] = await db
    .select()
    .from(staffRolePackages)
    .where(eq(staffRolePackages.id, id))
    .limit(1);
  return row ?? null;
}

export async function findPackageByName(
  db: TDb,
  tenant: string,
  name: string,
): Promise<TRolePackageRow | null> {
  const [row] = await db
    .select()
    .from(staffRolePackages)
    .where(and(eq(staffRolePackages.tenantCode, tenant), eq(staffRolePackages.name, name)))
    .limit(1);
  return row ?? null;
}

export async function pagePackages(
  db: TDb,
  tenant: string,
  filter: { name?: string },
  window: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(staffRolePackages.tenantCode, tenant)];
  if (filter.name) conditions.push(ilike(staffRolePackages.name, likeText(filter.name)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffRolePackages)
      .where(where)
      .orderBy(asc(staffRolePackages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(staffRolePackages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Users holding a role directly or through an enabled package. */
export async function holdersOfRole(db: TDb, roleId: number): Promise<number[]> {
  const direct = await db
    .select({ userId: staffUserRoles.userId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.roleId, roleId));
  const packaged = await db
    .select({ userId: staffUserRolePackages.userId })
    .from(staffUserRolePackages)
    .innerJoin(staffRolePackages, eq(staffRolePackages.id, staffUserRolePackages.packageId))
    .where(sql`${roleId} = any(${staffRolePackages.roleIds})`);
  return [...new Set([...direct, ...packaged].map((r) => r.userId))];
}

export async function holdersOfPackage(db: TDb, packageId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: staffUserRolePackages.userId })
    .from(staffUserRolePackages)
    .where(eq(staffUserRolePackages.packageId, packageId));
  return rows.map((r) => r.userId);
}

/** Enabled role packages of a tenant, by id. */
export async function enabledPackages(db: TDb, tenant: string): Promise<TRolePackageRow[]> {
  return db
    .select()
    .from(staffRolePackages)
    .where(and(eq(staffRolePackages.tenantCode, tenant), eq(staffRolePackages.enabled, true)))
    .orderBy(asc(staffRolePackages.id));
}
