import {
  AuditStatus,
  Messages,
  WorksMessages,
  WorksHistoryEvent,
  WorksStatus,
  type TWorksHistoryEvent,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { recordEvent, roleOf } from './works-history.service';
import { forgetPublicCounts } from './works-lists.queries';
import { accessOf, type TWorksAccess } from './works.policy';
import { lockWork, type TWorkRow } from './works.queries';

/**
 * The life of a work: draft (0) → submitted (1) → published (2, when approved) → offline
 * (3). Authors submit, withdraw and take their works offline; the author's teachers review
 * and may take a work offline or back online; staff review, publish and take offline.
 */

type TPatch = Partial<typeof works.$inferInsert>;
interface TTransition {
  patch: TPatch;
  event: TWorksHistoryEvent;
}

const notAllowed = () => conflict(WorksMessages.WORKS_STATUS_NOT_ALLOWED);

function transition(access: TWorksAccess, work: TWorkRow, target: number): TTransition {
  const from = work.status;
  const approved = work.auditStatus === AuditStatus.APPROVED;
  if (access === 'author') {
    if (
      target === WorksStatus.SUBMITTED &&
      (from === WorksStatus.DRAFT || from === WorksStatus.OFFLINE)
    ) {
      return {
        patch: {
          status: WorksStatus.SUBMITTED,
          auditStatus: AuditStatus.PENDING,
          auditRemark: null,
          submittedAt: new Date(),
        },
        event: 'submit',
      };
    }
    if (target === WorksStatus.DRAFT && from === WorksStatus.SUBMITTED) {
      return { patch: { status: WorksStatus.DRAFT }, event: 'withdraw' };
    }
    if (target === WorksStatus.OFFLINE && from === WorksStatus.PUBLISHED) {
      return { patch: { status: WorksStatus.OFFLINE }, event: 'status' };
    }
    if (target === WorksStatus.PUBLISHED)
      throw forbidden(WorksMessages.WORKS_PUBLISH_NEEDS_APPROVAL);
    throw notAllowed();
  }
  if (access === 'teacher' || access === 'staff') {
    if (target === WorksStatus.DRAFT || target === WorksStatus.SUBMITTED) {
      throw forbidden(WorksMessages.WORKS_ONLY_AUTHOR);
    }
    if (target === WorksStatus.OFFLINE && from === WorksStatus.PUBLISHED) {
      return { patch: { status: WorksStatus.OFFLINE }, event: 'status' };
    }
    if (target === WorksStatus.PUBLISHED && from === WorksStatus.OFFLINE) {
      if (!approved) throw conflict(WorksMessages.WORKS_PUBLISH_NEEDS_APPROVAL);
      return { patch: { status: WorksStatus.PUBLISHED }, event: 'status' };
    }
    throw notAllowed();
  }
  throw forbidden(Messages.FORBIDDEN);
}

async function loadForChange(db: TDb, auth: TAuth, id: number) {
  const work = await lockWork(db, id);
  if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
  const access = await accessOf(db, auth, work);
  if (!access) throw forbidden(WorksMessages.WORKS_NOT_PUBLIC);
  return { work, access };
}

/** Change a work's status as the caller's role allows (see above). */
export async function changeStatus(
  db: TDb,
  auth: TAuth,
  id: number,
  target: number,
  as: 'learner' | 'staff',
): Promise<void> {
  await db.transaction(async (tx) => {
    const { work, access } = await loadForChange(tx, auth, id);
    if ((as === 'staff') !== (access === 'staff')) throw forbidden(Messages.FORBIDDEN);
    const { patch, event } = transition(access, work, target);
    await tx
      .update(works)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(works.id, id));
    await recordEvent(tx, {
      worksId: id,
      eventType: event,
      actorUserId: auth.userId,
      actorRole: roleOf(access),
      detail: { fromStatus: work.status, toStatus: patch.status ?? work.status },
    });
  });
  forgetPublicCounts(db);
}

export interface TAuditInput {
  auditStatus: typeof AuditStatus.APPROVED | typeof AuditStatus.REJECTED;
  auditRemark?: string | null;
}

/**
 * Review: approve (published at once) or reject with a remark (back to the author as a
 * draft they can fix and submit again). Teachers review their pupils' submitted works;
 * staff also withdraw approval of a published work.
 */
export async function auditWork(
  db: TDb,
  auth: TAuth,
  id: number,
  input: TAuditInput,
  as: 'teacher' | 'staff',
): Promise<void> {
  await db.transaction(async (tx) => {
    const { work, access } = await loadForChange(tx, auth, id);
    if (access !== as) throw forbidden(WorksMessages.WORKS_AUDIT_FORBIDDEN);
    const reviewable =
      work.status === WorksStatus.SUBMITTED ||
      (as === 'staff' &&
        work.status === WorksStatus.PUBLISHED &&
        input.auditStatus === AuditStatus.REJECTED);
    if (!reviewable) throw conflict(WorksMessages.WORKS_NOT_PENDING);
    const now = new Date();
    const remark = input.auditRemark?.trim() || null;
    const patch: TPatch =
      input.auditStatus === AuditStatus.APPROVED
        ? {
            status: WorksStatus.PUBLISHED,
            auditStatus: AuditStatus.APPROVED,
            auditRemark: remark,
            publishedAt: now,
          }
        : { status: WorksStatus.DRAFT, auditStatus: AuditStatus.REJECTED, auditRemark: remark };
    await tx
      .update(works)
      .set({ ...patch, auditedAt: now, auditedBy: auth.userId, updatedAt: now })
      .where(eq(works.id, id));
    await recordEvent(tx, {
      worksId: id,
      eventType: WorksHistoryEvent.AUDIT,
      actorUserId: auth.userId,
      actorRole: roleOf(access),
      detail: {
        auditStatus: input.auditStatus,
        auditRemark: remark,
        fromStatus: work.status,
        toStatus: patch.status!,
      },
    });
  });
  forgetPublicCounts(db);
}

/**
 * A teacher takes back the publication of their pupil's work (an approval given too soon):
 * it leaves the gallery at once and waits for review again (submitted, pending), with the
 * teacher's remark for the pupil if given. The teacher may then approve or reject it.
 */
export async function revokeApproval(
  db: TDb,
  auth: TAuth,
  id: number,
  auditRemark: string | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { work, access } = await loadForChange(tx, auth, id);
    if (access !== 'teacher') throw forbidden(WorksMessages.WORKS_AUDIT_FORBIDDEN);
    if (work.status !== WorksStatus.PUBLISHED || work.auditStatus !== AuditStatus.APPROVED) {
      throw conflict(WorksMessages.WORKS_NOT_PUBLISHED);
    }
    const now = new Date();
    const remark = auditRemark?.trim() || null;
    await tx
      .update(works)
      .set({
        status: WorksStatus.SUBMITTED,
        auditStatus: AuditStatus.PENDING,
        auditRemark: remark,
        publishedAt: null,
        auditedAt: now,
        auditedBy: auth.userId,
        updatedAt: now,
      })
      .where(eq(works.id, id));
    await recordEvent(tx, {
      worksId: id,
      eventType: WorksHistoryEvent.AUDIT,
      actorUserId: auth.userId,
      actorRole: roleOf(access),
      detail: {
        auditStatus: AuditStatus.PENDING,
        auditRemark: remark,
        fromStatus: work.status,
        toStatus: WorksStatus.SUBMITTED,
      },
    });
  });
  // The gallery, its searches and the work's public page forget it at once.
  forgetPublicCounts(db);
}
