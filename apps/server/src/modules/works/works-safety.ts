import {
  AccountType,
  AiMessages,
  WorksMessages,
  WorksStatus,
  type TAccountType,
} from '@haoduo/contract';
import { requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { notFound, unprocessable } from '../../platform/http/errors';
import { galleryKindProblem, type TSafetyGate } from '../safety';
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
