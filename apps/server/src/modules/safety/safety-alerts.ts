import {
  SafetyMessages,
  type TSafetyAlert,
  type TSafetyAlertKind,
  type TSafetyAlertStatus,
  type TSafetyTool,
} from '@haoduo/contract';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { safetyAlerts, type TSafetyContextRow } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { classNamesByIds } from '../classes';
import { accountsByIds } from '../identity';
import type { TAlertBus } from './alert-bus';
import type { TSafetyAlertInfo, TSafetySubject } from './safety-types';

/** Critical alerts: raised by the gate, seen, acknowledged and closed by a class's teachers. */

type TAlertRow = typeof safetyAlerts.$inferSelect;

export interface TNewAlerts {
  eventId: number | null;
  subject: TSafetySubject;
  classIds: number[];
  tool: TSafetyTool;
  alert: TSafetyAlertInfo;
  message: string;
  context: TSafetyContextRow[];
  createdAt?: Date;
}

/** One alert per class of the pupil (each class's teachers see theirs), sent live at once. */
export async function raiseAlerts(db: TDb, bus: TAlertBus, input: TNewAlerts): Promise<number[]> {
  if (input.classIds.length === 0) return [];
  const rows = await db
    .insert(safetyAlerts)
    .values(
      input.classIds.map((classId) => ({
        eventId: input.eventId,
        schoolId: input.subject.schoolId,
        classId,
        accountId: input.subject.accountId,
        tool: input.tool,
        kind: input.alert.kind,
        severity: input.alert.severity,
        message: input.message,
        context: input.context,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })),
    )
    .returning();
  for (const alert of await presentAlerts(db, rows)) bus.publish({ type: 'alert', alert });
  return rows.map((row) => row.id);
}

/** Rows as the API shows them: pupils', teachers' and classes' names read in one go each. */
export async function presentAlerts(db: TDb, rows: TAlertRow[]): Promise<TSafetyAlert[]> {
  const people = await accountsByIds(db, [
    ...rows.map((r) => r.accountId),
    ...rows
      .flatMap((r) => [r.acknowledgedBy, r.closedBy])
      .filter((id): id is number => id !== null),
  ]);
  const classes = await classNamesByIds(
    db,
    rows.map((r) => r.classId),
  );
  const nameOf = (id: number | null) => (id === null ? null : (people.get(id)?.name ?? ''));
  return rows.map((row) => ({
    id: row.id,
    classId: row.classId,
    courseClassName: classes.get(row.classId) ?? '',
    schoolId: row.schoolId,
    studentId: row.accountId,
    studentName: people.get(row.accountId)?.name ?? '',
    tool: row.tool,
    kind: row.kind,
    severity: row.severity,
    status: row.status,
    message: row.message,
    context: row.context,
    note: row.note,
    acknowledgedByName: nameOf(row.acknowledgedBy),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    closedByName: nameOf(row.closedBy),
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

function inClasses(classIds: number[]): SQL {
  return classIds.length === 0 ? sql`false` : inArray(safetyAlerts.classId, classIds);
}

/** Alerts not yet closed in these classes, newest first, and how many are unacknowledged. */
export async function openAlerts(
  db: TDb,
  classIds: number[],
): Promise<{ openCount: number; list: TSafetyAlert[] }> {
  const rows = await db
    .select()
    .from(safetyAlerts)
    .where(and(inClasses(classIds), ne(safetyAlerts.status, 'closed')))
    .orderBy(desc(safetyAlerts.id))
    .limit(200);
  return {
    openCount: rows.filter((row) => row.status === 'open').length,
    list: await presentAlerts(db, rows),
  };
}

export interface TAlertFilter {
  status?: TSafetyAlertStatus;
  /** The pupil's account. */
  studentId?: number;
  kind?: TSafetyAlertKind;
}

export async function alertPage(
  db: TDb,
  classIds: number[],
  filter: TAlertFilter,
  window: { limit: number; offset: number },
): Promise<{ list: TSafetyAlert[]; total: number }> {
  const where = and(
    inClasses(classIds),
    filter.status === undefined ? undefined : eq(safetyAlerts.status, filter.status),
    filter.studentId === undefined ? undefined : eq(safetyAlerts.accountId, filter.studentId),
    filter.kind === undefined ? undefined : eq(safetyAlerts.kind, filter.kind),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(safetyAlerts)
      .where(where)
      // Closed ones: the last closed first (the teachers' record of what was done).
      .orderBy(
        ...(filter.status === 'closed' ? [sql`${safetyAlerts.closedAt} desc nulls last`] : []),
        desc(safetyAlerts.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(safetyAlerts)
      .where(where),
  ]);
  return { list: await presentAlerts(db, rows), total: Number(count?.n ?? 0) };
}

/** Alerts of these classes after an id (a stream catching up after a reconnect). */
export async function alertsAfter(
  db: TDb,
  classIds: number[],
  afterId: number,
): Promise<TSafetyAlert[]> {
  const rows = await db
    .select()
    .from(safetyAlerts)
    .where(and(inClasses(classIds), sql`${safetyAlerts.id} > ${afterId}`))
    .orderBy(safetyAlerts.id)
    .limit(100);
  return presentAlerts(db, rows);
}

export async function findAlert(db: TDb, id: number): Promise<TAlertRow> {
  const [row] = await db.select().from(safetyAlerts).where(eq(safetyAlerts.id, id)).limit(1);
  if (!row) throw notFound(SafetyMessages.ALERT_NOT_FOUND);
  return row;
}

/** Acknowledge (open → acknowledged) or close with a note; a closed alert stays closed. */
export async function changeAlert(
  db: TDb,
  bus: TAlertBus,
  id: number,
  by: number,
  change: { to: 'acknowledged' } | { to: 'closed'; note: string },
): Promise<TSafetyAlert> {
  const set =
    change.to === 'acknowledged'
      ? { status: 'acknowledged' as const, acknowledgedBy: by, acknowledgedAt: sql`now()` }
      : {
          status: 'closed' as const,
          note: change.note,
          closedBy: by,
          closedAt: sql`now()`,
          acknowledgedBy: sql`coalesce(${safetyAlerts.acknowledgedBy}, ${by})`,
          acknowledgedAt: sql`coalesce(${safetyAlerts.acknowledgedAt}, now())`,
        };
  const [row] = await db
    .update(safetyAlerts)
    .set(set)
    .where(and(eq(safetyAlerts.id, id), ne(safetyAlerts.status, 'closed')))
    .returning();
  if (!row) throw conflict(SafetyMessages.ALERT_CLOSED);
  const [alert] = await presentAlerts(db, [row]);
  bus.publish({ type: 'update', alert: alert! });
  return alert!;
}

/** Alert counts per school and status (the staff statistics). */
export async function alertCountsBySchool(
  db: TDb,
  schoolIds: number[] | 'all',
  from: Date | undefined,
  to: Date | undefined,
): Promise<Map<number, Record<TSafetyAlertStatus, number>>> {
  const rows = await db
    .select({
      schoolId: safetyAlerts.schoolId,
      status: safetyAlerts.status,
      n: sql<number>`count(*)::int`,
    })
    .from(safetyAlerts)
    .where(
      and(
        schoolIds === 'all'
          ? undefined
          : schoolIds.length === 0
            ? sql`false`
            : inArray(safetyAlerts.schoolId, schoolIds),
        from === undefined ? undefined : sql`${safetyAlerts.createdAt} >= ${from.toISOString()}`,
        to === undefined ? undefined : sql`${safetyAlerts.createdAt} < ${to.toISOString()}`,
      ),
    )
    .groupBy(safetyAlerts.schoolId, safetyAlerts.status);
  const result = new Map<number, Record<TSafetyAlertStatus, number>>();
  for (const row of rows) {
    const counts = result.get(row.schoolId) ?? { open: 0, acknowledged: 0, closed: 0 };
    counts[row.status] = Number(row.n);
    result.set(row.schoolId, counts);
  }
  return result;
}
