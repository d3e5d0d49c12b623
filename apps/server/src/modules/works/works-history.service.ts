import {
  type THistoryItem,
  type TWorksHistoryEvent,
  WORKS_HISTORY_EVENT_LABELS,
  WorksHistoryEvent,
} from '@haoduo/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { worksHistory, type TWorksHistoryDetail } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { userNamesByIds } from '../identity';
import { mapMediaUrls } from '../media';
import type { TWorksAccess } from './works.policy';

/**
 * The making of a work, kept with it in order: prompts, AI results used, the author's own
 * edits, submission and review. Saves of the editor within ten minutes merge into one edit
 * event (with the fields changed and how many saves), so autosave does not drown the story.
 */
export type TActorRole = 'author' | 'teacher' | 'staff' | 'system';

export const EDIT_MERGE_WINDOW_MS = 10 * 60_000;

export interface TRecordEventInput {
  worksId: number;
  eventType: TWorksHistoryEvent;
  actorUserId: number | null;
  actorRole: TActorRole;
  detail?: TWorksHistoryDetail;
}

export function roleOf(access: TWorksAccess): TActorRole {
  return access === 'public' ? 'system' : access;
}

export async function recordEvent(db: TDb, input: TRecordEventInput): Promise<void> {
  if (input.eventType === 'edit') {
    const [last] = await db
      .select()
      .from(worksHistory)
      .where(eq(worksHistory.worksId, input.worksId))
      .orderBy(desc(worksHistory.id))
      .limit(1);
    if (
      last &&
      last.eventType === 'edit' &&
      last.actorUserId === input.actorUserId &&
      Date.now() - last.updatedAt.getTime() < EDIT_MERGE_WINDOW_MS
    ) {
      const fields = [...new Set([...(last.detail.fields ?? []), ...(input.detail?.fields ?? [])])];
      await db
        .update(worksHistory)
        .set({
          detail: { ...last.detail, fields, count: (last.detail.count ?? 1) + 1 },
          updatedAt: new Date(),
        })
        .where(eq(worksHistory.id, last.id));
      return;
    }
  }
  await db.insert(worksHistory).values({
    worksId: input.worksId,
    eventType: input.eventType,
    actorUserId: input.actorUserId,
    actorRole: input.actorRole,
    detail: input.eventType === 'edit' ? { count: 1, ...input.detail } : (input.detail ?? {}),
  });
}

/** Result files the history keeps (they live as long as the work). */
export async function historyMediaUrls(db: TDb, worksId: number): Promise<string[]> {
  const rows = await db
    .select({ url: sql<string | null>`${worksHistory.detail}->>'resultUrl'` })
    .from(worksHistory)
    .where(
      and(
        eq(worksHistory.worksId, worksId),
        eq(worksHistory.eventType, WorksHistoryEvent.AI_RESULT),
      ),
    );
  return rows.flatMap((row) => (row.url ? [row.url] : []));
}

export async function listHistory(
  db: TDb,
  worksId: number,
  link: (key: string) => string,
): Promise<THistoryItem[]> {
  const events = await db
    .select()
    .from(worksHistory)
    .where(eq(worksHistory.worksId, worksId))
    .orderBy(asc(worksHistory.id));
  const names = await userNamesByIds(
    db,
    events.flatMap((event) => (event.actorUserId === null ? [] : [event.actorUserId])),
  );
  return events.map((event) => {
    const actorName = event.actorUserId === null ? null : (names.get(event.actorUserId) ?? null);
    const detail = mapMediaUrls(event.detail, link);
    const type = event.eventType as TWorksHistoryEvent;
    return {
      id: event.id,
      eventType: type,
      eventLabel: WORKS_HISTORY_EVENT_LABELS[type] ?? type,
      actorRole: event.actorRole as TActorRole,
      actorName: event.actorRole === 'system' ? null : actorName,
      prompt: detail.prompt ?? null,
      toolType: detail.toolType ?? null,
      resultUrl: detail.resultUrl ?? null,
      note: detail.note ?? null,
      fields: detail.fields ?? [],
      count: detail.count ?? 1,
      fromStatus: detail.fromStatus ?? null,
      toStatus: detail.toStatus ?? null,
      auditStatus: detail.auditStatus ?? null,
      auditRemark: detail.auditRemark ?? null,
      copiedFromId: detail.copiedFromId ?? null,
      createdAt: event.createdAt.toISOString(),
    };
  });
}
