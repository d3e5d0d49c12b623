import {
  AccountType,
  type TSafetyAlertKind,
  type TSafetyDirection,
  type TSafetyHistoryFlag,
  type TSafetyOutcome,
  type TSafetyTool,
} from '@haoduo/contract';
import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { safetyEvents } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TSafetySubject } from './safety-types';

/** The gate's records: what it refused or flagged, per pupil, for their classes' teachers. */

export interface TNewEvent {
  subject: TSafetySubject;
  classIds: number[];
  text: string;
  tool: TSafetyTool;
  direction: TSafetyDirection;
  outcome: TSafetyOutcome;
  verdict: {
    categories: readonly string[];
    flaggedBy: readonly string[];
    matches: readonly string[];
  };
  alertKind: TSafetyAlertKind | null;
  createdAt?: Date;
}

export async function recordEvent(db: TDb, event: TNewEvent): Promise<number> {
  const [row] = await db
    .insert(safetyEvents)
    .values({
      schoolId: event.subject.schoolId,
      classIds: event.classIds,
      accountId: event.subject.accountId,
      userId: event.subject.userId,
      accountType: event.subject.accountType,
      tool: event.tool,
      direction: event.direction,
      outcome: event.outcome,
      text: event.text,
      categories: [...event.verdict.categories],
      flaggedBy: [...event.verdict.flaggedBy],
      matches: [...event.verdict.matches],
      alertKind: event.alertKind,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .returning({ id: safetyEvents.id });
  return row!.id;
}

/** A filter of a class's events, as the history and the summary ask. */
export interface TEventFilter {
  classId: number;
  accountId?: number;
  tool?: string;
  flag?: TSafetyHistoryFlag;
  from?: Date;
  to?: Date;
}

function whereOf(filter: TEventFilter): SQL {
  return and(
    sql`${safetyEvents.classIds} @> ARRAY[${filter.classId}]::integer[]`,
    filter.accountId === undefined ? undefined : eq(safetyEvents.accountId, filter.accountId),
    filter.tool === undefined ? undefined : eq(safetyEvents.tool, filter.tool as TSafetyTool),
    filter.flag === 'refused' ? eq(safetyEvents.outcome, 'refused') : undefined,
    filter.flag === 'alert' ? isNotNull(safetyEvents.alertKind) : undefined,
    filter.from === undefined ? undefined : gte(safetyEvents.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(safetyEvents.createdAt, filter.to),
  )!;
}

export type TEventRow = typeof safetyEvents.$inferSelect;

/** The newest `limit` events of the filter, and how many there are. */
export async function eventsOf(
  db: TDb,
  filter: TEventFilter,
  limit: number,
): Promise<{ rows: TEventRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(safetyEvents)
      .where(where)
      .orderBy(desc(safetyEvents.createdAt), desc(safetyEvents.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(safetyEvents)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every event of the filter (a week of one class: small), for the summary. */
export async function allEventsOf(db: TDb, filter: TEventFilter): Promise<TEventRow[]> {
  return db
    .select()
    .from(safetyEvents)
    .where(whereOf(filter))
    .orderBy(desc(safetyEvents.createdAt))
    .limit(10_000);
}

export interface TSchoolEventCounts {
  /** Pupils' texts and pictures. */
  refused: number;
  flagged: number;
  /** Teachers' own texts. */
  staffRefused: number;
}

/** Refused and flagged counts per school since a time (the staff statistics). */
export async function eventCountsBySchool(
  db: TDb,
  schoolIds: number[] | 'all',
  from: Date | undefined,
  to: Date | undefined,
): Promise<Map<number, TSchoolEventCounts>> {
  const pupil = sql`${safetyEvents.accountType} = ${AccountType.STUDENT}`;
  const rows = await db
    .select({
      schoolId: safetyEvents.schoolId,
      refused: sql<number>`count(*) filter (where ${pupil} and ${safetyEvents.outcome} = 'refused')::int`,
      flagged: sql<number>`count(*) filter (where ${pupil} and ${safetyEvents.outcome} = 'flagged')::int`,
      staffRefused: sql<number>`count(*) filter (where not (${pupil}) and ${safetyEvents.outcome} = 'refused')::int`,
    })
    .from(safetyEvents)
    .where(
      and(
        schoolIds === 'all'
          ? undefined
          : schoolIds.length === 0
            ? sql`false`
            : inArray(safetyEvents.schoolId, schoolIds),
        from === undefined ? undefined : gte(safetyEvents.createdAt, from),
        to === undefined ? undefined : lt(safetyEvents.createdAt, to),
      ),
    )
    .groupBy(safetyEvents.schoolId);
  return new Map(
    rows.map((row) => [
      row.schoolId,
      {
        refused: Number(row.refused),
        flagged: Number(row.flagged),
        staffRefused: Number(row.staffRefused),
      },
    ]),
  );
}
