import { randomInt } from 'node:crypto';
import {
  JobStatus,
  AI_TOOL_LABELS,
  AccountType,
  AiMessages,
  AiWorkshopMessages,
  formatMessage,
  type TAiJobAdded,
  type TAiTool,
  type TAiVideoAddBody,
  type TAiDrawColorAddBody,
  WeekScheduleMessages,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import { badRequest, forbidden } from '../../platform/http/errors';
import { chargePerson } from '../ai-points';
import { lessonExists } from '../courses';
import { classDailyLimit } from '../ai-points';
import { costOf } from '../ai-points';
import { pupilBlockReason, refusalOf } from '../safety';
import { blockReason, findControl, stateOf } from './class-controls.service';
import { GENERATION_JOB, GENERATION_MAX_ATTEMPTS } from './generation-handler';
import { presentJob } from './generation-presenter';
import { queuePosition, type TGenerationRow } from './generation-queries';
import { assertInputImages } from './input-images';
import { resolveCreator, subjectOf, type TCreator } from './workshop-policy';
import type { TWorkshop } from './workshop-context';
import { TOOL_SPECS, type TAddBody, type TJobOptions } from './workshop-tools';

/**
 * Creating a generation: who and which class, the teacher's controls, the moderation of
 * the prompt, then — in one transaction — the generation, its charge and its job. A
 * refused prompt is kept for the teacher (status failed, refused) and charges nothing.
 */

interface TNewGeneration {
  tool: TAiTool;
  prompt: string;
  options: TJobOptions;
  seed: number;
  texts: string[];
  resubmitOfId?: number;
}

async function preflight(w: TWorkshop, creator: TCreator, tool: TAiTool, options: TJobOptions) {
  // A result made for a lesson is kept as the lesson's hand-in: the lesson must exist.
  const lessonId = options.lessonId;
  if (typeof lessonId === 'number' && !(await lessonExists(w.db, lessonId))) {
    throw badRequest(WeekScheduleMessages.LESSON_NOT_FOUND);
  }
  if (tool === 'draw-color') {
    const templateId = (options as Partial<TAiDrawColorAddBody>).templateId;
    if (templateId !== undefined) {
      const templates = (await w.registry.port('colouring')).templates();
      if (!templates.some((template) => template.id === templateId)) {
        throw badRequest(AiWorkshopMessages.TEMPLATE_NOT_FOUND, [
          { field: 'templateId', message: AiWorkshopMessages.TEMPLATE_NOT_FOUND },
        ]);
      }
    }
  }
  if (tool === 'video') {
    const urls = (options as Partial<TAiVideoAddBody>).imageUrls ?? [];
    await assertInputImages(w.db, creator.userId, urls);
  }
}

async function createGeneration(
  w: TWorkshop,
  auth: TAuth | null,
  classId: number | undefined,
  input: TNewGeneration,
): Promise<TAiJobAdded> {
  const { db } = w;
  const spec = TOOL_SPECS[input.tool];
  const creator = await resolveCreator(db, auth, input.tool, classId);
  await preflight(w, creator, input.tool, input.options);

  const owner = {
    tool: input.tool,
    ruleType: spec.ruleType,
    userId: creator.userId,
    accountId: creator.accountId,
    accountType: creator.accountType,
    schoolId: creator.schoolId,
    classId: creator.cls?.id ?? null,
    prompt: input.prompt,
    options: input.options,
    seed: input.seed,
    resubmitOfId: input.resubmitOfId ?? null,
  };

  const pupilClass = creator.accountType === AccountType.STUDENT ? creator.cls : null;
  if (pupilClass) {
    const blocked = await pupilBlockReason(db, pupilClass.id, creator.accountId, input.tool);
    if (blocked) throw forbidden(blocked);
  }
  const { verdict, ...checked } = await w.safety.checkText(
    subjectOf(creator),
    input.texts.join('\n'),
    { tool: input.tool, direction: 'input' },
  );
  if (!checked.allowed) {
    const message = checked.message ?? AiMessages.MODERATION_REFUSED;
    await db.insert(aiGenerations).values({
      ...owner,
      status: JobStatus.FAILED,
      refused: true,
      errorMessage: message,
      moderation: {
        categories: verdict.categories,
        flaggedBy: verdict.flaggedBy,
        matches: verdict.matches,
      },
      finishedAt: new Date(),
    });
    throw refusalOf(checked);
  }

  const cost = await costOf(db, spec.ruleType);
  const dailyLimit = pupilClass ? await classDailyLimit(db, pupilClass) : null;

  const { row, balance } = await db.transaction(async (tx) => {
    if (pupilClass) {
      const blocked = blockReason(
        stateOf(await findControl(tx, pupilClass.id, { lock: true })),
        input.tool,
      );
      if (blocked) throw forbidden(blocked);
    }
    const [created] = await tx
      .insert(aiGenerations)
      .values({ ...owner, status: JobStatus.QUEUED, points: cost })
      .returning();
    const charge = await chargePerson(tx, {
      schoolId: creator.schoolId,
      accountId: creator.accountId,
      classId: owner.classId,
      ruleType: spec.ruleType,
      cost,
      reason: formatMessage(AiWorkshopMessages.REASON_CHARGE, { tool: AI_TOOL_LABELS[input.tool] }),
      generationId: created!.id,
      dailyLimit,
    });
    const job = await w.jobs.enqueue(tx, {
      kind: GENERATION_JOB,
      payload: { generationId: created!.id },
      maxAttempts: GENERATION_MAX_ATTEMPTS,
    });
    const [withJob] = await tx
      .update(aiGenerations)
      .set({ jobId: job.id, pointAccountId: charge.pointAccountId })
      .where(eq(aiGenerations.id, created!.id))
      .returning();
    return { row: withJob!, balance: charge.balance };
  });
  w.jobs.wake();
  const position = await queuePosition(db, row);
  return { job: presentJob(row, { queuePosition: position }), cost: row.points, points: balance };
}

export function addGeneration(
  w: TWorkshop,
  auth: TAuth | null,
  tool: TAiTool,
  body: TAddBody,
): Promise<TAiJobAdded> {
  const spec = TOOL_SPECS[tool];
  return createGeneration(w, auth, body.classId, {
    tool,
    prompt: spec.promptOf(body),
    options: spec.optionsOf(body),
    seed: body.seed ?? randomInt(0, 2_147_483_647),
    texts: spec.textsOf(body),
  });
}

/** Run a finished or failed generation again as a new one (a failed one keeps its seed). */
export function resubmitGeneration(
  w: TWorkshop,
  auth: TAuth | null,
  original: TGenerationRow,
): Promise<TAiJobAdded> {
  const tool = original.tool as TAiTool;
  const options = original.options as TJobOptions;
  const texts = TOOL_SPECS[tool].textsOf({ ...options, prompt: original.prompt } as TAddBody);
  return createGeneration(w, auth, original.classId ?? undefined, {
    tool,
    prompt: original.prompt,
    options,
    seed: original.status === JobStatus.FAILED ? original.seed : randomInt(0, 2_147_483_647),
    texts,
    resubmitOfId: original.id,
  });
}
