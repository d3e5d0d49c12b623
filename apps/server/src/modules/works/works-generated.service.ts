import {
  AccountType,
  WorksCreatorType,
  WorksLimit,
  WorkType,
  type TContentItem,
  type TWorksKind,
  WorksHistoryEvent,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { storeMedia } from '../media';
import { recordEvent } from './works-history.service';
export { forgetMyWorks } from './works-lists.queries';
import { WORKS_VARIANTS, type TWorksInput, type TWorksVariant } from './works-variants';
import { createWork, type TAuthor } from './works.service';

/**
 * A finished AI result is kept in its author's works by itself: a private draft, named by the
 * prompt they wrote, until they choose to share it (submit it for review). The AI workshop
 * calls this in the transaction that records the generation done; the work remembers its
 * generation, so a completion recorded twice keeps one work.
 */

/** What the result holds, as the works keep it. */
export type TKeptResult =
  | { kind: 'picture'; image: Buffer }
  | { kind: 'music'; audio: Buffer }
  | { kind: 'video'; video: Buffer; poster: Buffer }
  | { kind: 'app'; html: string }
  /** A 3D model stays a generated file: its link is the work's jump URL. */
  | { kind: 'model3d'; modelUrl: string };

export interface TKeepGeneratedInput {
  generationId: number;
  prompt: string;
  /** The history's tool type of the result (the generation's rule type). */
  toolType: number;
  author: { userId: number; accountId: number; accountType: number; schoolId: number };
  classId: number | null;
  /** The course lesson the result was made for (the work is its hand-in). */
  lessonId?: number | null;
  result: TKeptResult;
}

/** The work's name: the prompt on one line, cut to the longest name a work may have. */
export function nameFromPrompt(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, WorksLimit.NAME_MAX).join('').trim();
}

const mediaUrl = (key: string) => `/api/media/${key}`;

async function keepFile(db: TDb, storage: TStoragePort, buffer: Buffer, userId: number) {
  const row = await storeMedia(db, storage, { buffer, ownerUserId: userId });
  return mediaUrl(row.key);
}

function item(type: TContentItem['type'], url: string, posterUrl: string | null): TContentItem {
  return { type, url, posterUrl, text: '' } as TContentItem;
}

/** The variant, type and content of the work that keeps this result. */
async function contentOf(
  db: TDb,
  storage: TStoragePort,
  result: TKeptResult,
  userId: number,
): Promise<{ variant: TWorksVariant; input: TWorksInput; kind: TWorksKind; resultUrl: string }> {
  switch (result.kind) {
    case 'picture': {
      const url = await keepFile(db, storage, result.image, userId);
      return {
        variant: WORKS_VARIANTS.singlePicture,
        kind: 'picture',
        resultUrl: url,
        input: { worksCoverPic: url, worksContentList: [item('image', url, null)] },
      };
    }
    case 'music': {
      const url = await keepFile(db, storage, result.audio, userId);
      return {
        variant: WORKS_VARIANTS.freeMedia,
        kind: 'music',
        resultUrl: url,
        input: { worksContentList: [item('audio', url, null)] },
      };
    }
    case 'video': {
      const url = await keepFile(db, storage, result.video, userId);
      const poster = await keepFile(db, storage, result.poster, userId);
      return {
        variant: WORKS_VARIANTS.video,
        kind: 'video',
        resultUrl: url,
        input: { worksCoverPic: poster, worksContentList: [item('video', url, poster)] },
      };
    }
    case 'app':
      return {
        variant: WORKS_VARIANTS.agentProgram,
        kind: 'app',
        resultUrl: '',
        input: {
          type: WorkType.SMART_APPLICATION,
          agentProgramCode: result.html.slice(0, WorksLimit.AGENT_CODE_MAX),
        },
      };
    case 'model3d':
      return {
        variant: WORKS_VARIANTS.freeMedia,
        kind: 'model3d',
        resultUrl: result.modelUrl,
        input: { jumpUrl: result.modelUrl },
      };
  }
}

/**
 * Keep a finished result as a draft of its author (in the caller's transaction). Returns the
 * work's id, or null when the generation already has its work or its prompt names nothing.
 */
export async function keepGeneratedWork(
  db: TDb,
  storage: TStoragePort,
  input: TKeepGeneratedInput,
): Promise<number | null> {
  const [kept] = await db
    .select({ id: works.id })
    .from(works)
    .where(eq(works.generationId, input.generationId))
    .limit(1);
  if (kept) return null;
  const worksName = nameFromPrompt(input.prompt);
  if (!worksName) return null;
  const { accountId, accountType, schoolId, userId } = input.author;
  const author: TAuthor = {
    userId,
    accountId,
    schoolId,
    // Generations are made by learners: a teacher's or a pupil's account.
    creatorType:
      accountType === AccountType.TEACHER ? WorksCreatorType.TEACHER : WorksCreatorType.STUDENT,
    creatorId: accountId,
    // The generation's class and files were checked when it was asked for and made.
    trusted: true,
  };
  const {
    variant,
    input: content,
    kind,
    resultUrl,
  } = await contentOf(db, storage, input.result, userId);
  const worksId = await createWork(
    db,
    author,
    variant,
    {
      ...content,
      worksName,
      worksPrompt: Array.from(input.prompt).slice(0, WorksLimit.PROMPT_MAX).join(''),
      worksClassId: input.classId,
      lessonId: input.lessonId ?? null,
    },
    { kind, generationId: input.generationId },
  );
  await recordEvent(db, {
    worksId,
    eventType: WorksHistoryEvent.AI_RESULT,
    actorUserId: userId,
    actorRole: 'author',
    detail: { prompt: input.prompt, toolType: input.toolType, resultUrl: resultUrl || null },
  });
  return worksId;
}
