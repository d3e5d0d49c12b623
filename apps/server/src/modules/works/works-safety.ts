import {
  AccountType,
  AiMessages,
  WorksCreatorType,
  WorksMessages,
  WorksStatus,
  type TAccountType,
} from '@haoduo/contract';
import { requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { notFound, unprocessable } from '../../platform/http/errors';
import { galleryKindProblem, type THistorySource, type TSafetyGate } from '../safety';
import { works } from '../../db/schema';
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { TAuthor, TWorksInput } from './works-variants';
import { lockWork } from './works.queries';

/**
 * The safety of minors on works: every name, introduction, prompt and page text passes the
 * safety gate (with the school's and class's rules), and a work goes to the public gallery
 * only if its school lets that kind of work be published.
 */

/** Keys of a page or block whose value is text a reader sees. */
const TEXT_KEYS = new Set(['text', 'title', 'label', 'caption', 'content', 'name']);

function collectTexts(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && TEXT_KEYS.has(key)) into.push(item);
      else if (typeof item === 'object') collectTexts(item, into);
    }
  }
}

/** Every text of a work a reader sees (empty ones left out). */
export function textsOfWork(input: TWorksInput): string[] {
  const texts: string[] = [];
  for (const text of [input.worksName, input.worksIntro, input.worksPrompt, input.worksAuthor]) {
    if (typeof text === 'string') texts.push(text);
  }
  collectTexts(input.worksPageList ?? [], texts);
  collectTexts(input.worksContentList ?? [], texts);
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** Refuse (422, kindly) a work whose texts the safety gate refuses; staff are trusted. */
export async function assertWorkTexts(
  gate: TSafetyGate,
  author: TAuthor,
  input: TWorksInput,
): Promise<void> {
  if (author.accountId === null || author.trusted) return;
  const texts = textsOfWork(input);
  if (texts.length === 0) return;
  await gate.assertText(
    {
      userId: author.userId,
      accountId: author.accountId,
      accountType: author.creatorType as TAccountType,
      schoolId: author.schoolId,
      classId: input.worksClassId ?? null,
    },
    texts.join('\n'),
    { tool: 'works', direction: 'input' },
  );
}

/** A work submitted for the public gallery must be of a kind its school publishes. */
export async function assertPublishable(
  db: TDb,
  auth: TAuth,
  id: number,
  target: number,
): Promise<void> {
  if (target !== WorksStatus.SUBMITTED) return;
  const work = await lockWork(db, id);
  if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
  // Only the author submits; anyone else is refused by the status change itself.
  if (work.authorUserId !== auth.userId) return;
  const problem = await galleryKindProblem(db, {
    schoolId: work.schoolId,
    classId: work.worksClassId,
    kind: work.kind,
  });
  if (problem) throw unprocessable(problem);
}

/** A pupil's uploaded picture must be fit for pupils (teachers' and staff's are trusted). */
export async function assertPupilImage(gate: TSafetyGate, auth: TAuth, image: Buffer) {
  if (auth.audience !== 'learner' || auth.accountType !== AccountType.STUDENT) return;
  const me = requireSchool(auth);
  const checked = await gate.checkImage(
    {
      userId: me.userId,
      accountId: me.accountId,
      accountType: AccountType.STUDENT,
      schoolId: me.schoolId,
      classId: null,
    },
    image,
    { tool: 'media', direction: 'input' },
  );
  if (!checked.allowed) throw unprocessable(AiMessages.IMAGE_REFUSED);
}

/**
 * The class AI history's view of works (a port the safety domain reads, given by app.ts):
 * pupils' works of the class with their names and introductions, newest first. Works kept
 * from a generation are left out (the generation is in the history already).
 */
export const worksHistory: THistorySource = async (db, query) => {
  if (query.tool !== undefined && query.tool !== 'works') return { rows: [], total: 0 };
  const where = and(
    eq(works.worksClassId, query.classId),
    eq(works.worksCreatorType, WorksCreatorType.STUDENT),
    isNull(works.generationId),
    query.accountId === undefined ? undefined : eq(works.authorAccountId, query.accountId),
    query.from === undefined ? undefined : gte(works.createdAt, query.from),
    query.to === undefined ? undefined : lt(works.createdAt, query.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: works.id,
        accountId: works.authorAccountId,
        name: works.worksName,
        intro: works.worksIntro,
        createdAt: works.createdAt,
      })
      .from(works)
      .where(where)
      .orderBy(desc(works.createdAt), desc(works.id))
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(works)
      .where(where),
  ]);
  return {
    rows: rows
      .filter((row) => row.accountId !== null)
      .map((row) => ({
        id: row.id,
        source: 'works' as const,
        accountId: row.accountId!,
        tool: 'works',
        direction: 'input' as const,
        text: row.intro ? `${row.name}\n${row.intro}` : row.name,
        resultUrl: null,
        createdAt: row.createdAt,
      })),
    total: Number(count?.n ?? 0),
  };
};
