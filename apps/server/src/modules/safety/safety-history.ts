import {
  SAFETY_ALERT_KINDS,
  type TSafetyAlertKind,
  type TSafetyDirection,
  type TSafetyHistoryItem,
  type TSafetyHistoryQuery,
} from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { accountsByIds } from '../identity';
import { eventsOf, type TEventRow } from './safety-events';
import { chinaDayRange } from './safety-dates';

/**
 * A class's AI history: what the domains that keep prompts and results hold (generations,
 * chats: read through their ports, given by app.ts) and the gate's records of refusals and
 * flags, merged newest first and paged here.
 */

export interface THistorySourceQuery {
  classId: number;
  accountId?: number;
  tool?: string;
  from?: Date;
  to?: Date;
  /** The newest this many rows (the page's end). */
  limit: number;
}

/** One entry as a source keeps it (only pupils' entries; refusals are the gate's). */
export interface THistoryRow {
  /** Unique within the source. */
  id: number;
  source: 'generation' | 'chat' | 'works';
  accountId: number;
  tool: string;
  direction: TSafetyDirection;
  text: string;
  resultUrl: string | null;
  createdAt: Date;
}

/** A domain's entries of a class's pupils, newest first, and how many match. */
export type THistorySource = (
  db: TDb,
  query: THistorySourceQuery,
) => Promise<{ rows: THistoryRow[]; total: number }>;

interface TMerged {
  key: string;
  createdAt: Date;
  item: Omit<TSafetyHistoryItem, 'studentName'>;
}

function ofEvent(row: TEventRow): TMerged {
  return {
    key: `safety:${row.id}`,
    createdAt: row.createdAt,
    item: {
      id: `safety:${row.id}`,
      source: 'safety',
      studentId: row.accountId,
      tool: row.tool,
      direction: row.direction,
      text: row.text,
      resultUrl: null,
      outcome: row.outcome,
      categories: row.categories,
      alertKind: SAFETY_ALERT_KINDS.includes(row.alertKind as TSafetyAlertKind)
        ? (row.alertKind as TSafetyAlertKind)
        : null,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

function ofSource(row: THistoryRow): TMerged {
  return {
    key: `${row.source}:${row.id}`,
    createdAt: row.createdAt,
    item: {
      id: `${row.source}:${row.id}`,
      source: row.source,
      studentId: row.accountId,
      tool: row.tool,
      direction: row.direction,
      text: row.text,
      resultUrl: row.resultUrl,
      outcome: 'ok',
      categories: [],
      alertKind: null,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

export async function classHistory(
  db: TDb,
  sources: readonly THistorySource[],
  query: TSafetyHistoryQuery,
): Promise<{ list: TSafetyHistoryItem[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const { from, to } = chinaDayRange(query.dateFrom, query.dateTo);
  const filter = {
    classId: query.classId,
    accountId: query.studentId,
    tool: query.tool,
    from,
    to,
  };
  const end = offset + limit;
  const events = await eventsOf(db, { ...filter, flag: query.flag }, end);
  const fromSources =
    query.flag === 'all'
      ? await Promise.all(sources.map((source) => source(db, { ...filter, limit: end })))
      : [];
  const merged = [
    ...events.rows.map(ofEvent),
    ...fromSources.flatMap((answer) => answer.rows.map(ofSource)),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.key < b.key ? 1 : -1))
    .slice(offset, end);
  const people = await accountsByIds(
    db,
    merged.map((m) => m.item.studentId),
  );
  return {
    list: merged.map((m) => ({ ...m.item, studentName: people.get(m.item.studentId)?.name ?? '' })),
    total: events.total + fromSources.reduce((sum, answer) => sum + answer.total, 0),
  };
}
