import {
  JobStatus,
  AI_TOOL_LABELS,
  AiMessages,
  AiWorkshopMessages,
  formatMessage,
  type TAiTool,
} from '@haoduo/contract';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import {
  JobInterruptedError,
  type TJobFailure,
  type TJobHandler,
  type TJobResult,
  type TJobRow,
} from '../../platform/jobs/job-types';
import { AiProviderError } from '../../providers/ai/shared/ai-error';
import { refundCharge } from '../ai-points';
import {
  deleteAiFiles,
  putAiFile,
  recordAiFiles,
  type TAiFileMime,
  type TStoredFile,
} from './ai-files';
import { forgetMyWorks } from '../works';
import { keepAsWork } from './generation-keep';
import { InputNotUsableError, ResultRefusedError, type TStoredResult } from './generation-result';
import { loadInputImage } from './input-images';
import { runTool } from './tool-runs';
import type { TWorkshop } from './workshop-context';

/** The kind of the jobs that run generations. */
export const GENERATION_JOB = 'ai-generation';

/** One more try after a crash; a provider that is busy gets a second chance too. */
export const GENERATION_MAX_ATTEMPTS = 2;

interface TGenerationOutcome extends TJobResult {
  result: TStoredResult;
  files: TStoredFile[];
}

const generationIdOf = (job: TJobRow) => Number(job.payload.generationId);

/** A generation's author as the safety gate sees them. */
function subjectOfGeneration(row: typeof aiGenerations.$inferSelect) {
  return {
    userId: row.userId,
    accountId: row.accountId,
    accountType: row.accountType,
    schoolId: row.schoolId,
    classId: row.classId,
  };
}

export function classifyGenerationError(error: unknown): TJobFailure {
  if (error instanceof AiProviderError) {
    return {
      message: error.message,
      detail: `${error.failure}: ${error.detail}`,
      ...(error.failure === 'busy' ? { retryInMs: 10_000 } : {}),
    };
  }
  if (error instanceof ResultRefusedError) {
    return {
      message: error.input ? AiMessages.IMAGE_REFUSED : AiWorkshopMessages.RESULT_REFUSED,
      detail: error.message,
    };
  }
  if (error instanceof InputNotUsableError) {
    return { message: AiWorkshopMessages.INPUT_IMAGE_NOT_USABLE, detail: error.message };
  }
  if (error instanceof JobInterruptedError) {
    return { message: AiWorkshopMessages.JOB_INTERRUPTED, detail: error.message };
  }
  return {
    message: AiWorkshopMessages.JOB_FAILED,
    detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
}

/**
 * The job handler of every generation: mark it running, run the tool, and record the
 * outcome with the job: done with its files, or failed with its points refunded (once).
 */
export function createGenerationHandler(workshop: TWorkshop): TJobHandler {
  const { db, storage, registry } = workshop;

  return {
    kind: GENERATION_JOB,

    async onStart(tx, job) {
      await tx
        .update(aiGenerations)
        .set({
          status: JobStatus.RUNNING,
          startedAt: sql`coalesce(${aiGenerations.startedAt}, now())`,
        })
        .where(
          and(
            eq(aiGenerations.id, generationIdOf(job)),
            inArray(aiGenerations.status, [JobStatus.QUEUED, JobStatus.RUNNING]),
          ),
        );
    },

    async onRequeue(db, job) {
      await db
        .update(aiGenerations)
        .set({ status: JobStatus.QUEUED })
        .where(
          and(
            eq(aiGenerations.id, generationIdOf(job)),
            eq(aiGenerations.status, JobStatus.RUNNING),
          ),
        );
    },

    async run({ job, signal }) {
      const [generation] = await db
        .select()
        .from(aiGenerations)
        .where(eq(aiGenerations.id, generationIdOf(job)))
        .limit(1);
      if (!generation) throw new Error(`generation ${generationIdOf(job)} not found`);
      const files: TStoredFile[] = [];
      try {
        const result = await runTool(
          {
            tool: generation.tool as TAiTool,
            prompt: generation.prompt,
            seed: generation.seed,
            options: generation.options,
          },
          {
            registry,
            signal,
            put: async (body: Buffer, mime: TAiFileMime) => {
              const file = await putAiFile(storage, body, mime);
              files.push(file);
              return file.key;
            },
            loadInputImage: (url) => loadInputImage(db, storage, generation.userId, url),
            checkText: async (text, checkSignal) =>
              (
                await workshop.safety.checkText(subjectOfGeneration(generation), text, {
                  tool: generation.tool as TAiTool,
                  direction: 'output',
                  signal: checkSignal,
                  record: false,
                })
              ).verdict,
          },
        );
        const outcome: TGenerationOutcome = { result, files };
        return outcome;
      } catch (error) {
        if (error instanceof ResultRefusedError) {
          // The teacher sees what was asked for when the result (or its picture) was refused.
          await workshop.safety.recordRefusal(
            subjectOfGeneration(generation),
            generation.prompt,
            { tool: generation.tool as TAiTool, direction: error.input ? 'input' : 'output' },
            error.verdict,
          );
        }
        await deleteAiFiles(
          storage,
          files.map((file) => file.key),
          workshop.log,
        );
        throw error;
      }
    },

    async onDone(tx, job, output) {
      const { result, files } = output as TGenerationOutcome;
      const [generation] = await tx
        .update(aiGenerations)
        .set({ status: JobStatus.DONE, result, errorMessage: null, finishedAt: sql`now()` })
        .where(eq(aiGenerations.id, generationIdOf(job)))
        .returning();
      if (generation) {
        await recordAiFiles(tx, files, { generationId: generation.id, userId: generation.userId });
        // The result is kept in its author's works (a private draft) with the generation.
        await keepAsWork(tx, storage, generation, result, workshop.log);
      }
    },

    afterDone() {
      forgetMyWorks(db);
    },

    async onFailed(tx, job, failure) {
      await failGeneration(tx, generationIdOf(job), failure.message);
    },

    async discard(_job, output) {
      const { files } = output as TGenerationOutcome;
      await deleteAiFiles(
        storage,
        files.map((file) => file.key),
        workshop.log,
      );
    },

    classify: (error) => classifyGenerationError(error),
  };
}

/** Mark a generation failed and give its points back, exactly once. */
export async function failGeneration(db: TDb, generationId: number, message: string) {
  await db
    .update(aiGenerations)
    .set({ status: JobStatus.FAILED, errorMessage: message, finishedAt: sql`now()` })
    .where(eq(aiGenerations.id, generationId));
  const [refund] = await db
    .update(aiGenerations)
    .set({ refundedAt: sql`now()` })
    .where(
      and(
        eq(aiGenerations.id, generationId),
        isNull(aiGenerations.refundedAt),
        gt(aiGenerations.points, 0),
        isNotNull(aiGenerations.pointAccountId),
      ),
    )
    .returning();
  if (!refund) return;
  await refundCharge(db, {
    pointAccountId: refund.pointAccountId!,
    points: refund.points,
    ruleType: refund.ruleType,
    classId: refund.classId,
    generationId: refund.id,
    reason: formatMessage(AiWorkshopMessages.REASON_REFUND, {
      tool: AI_TOOL_LABELS[refund.tool as TAiTool] ?? refund.tool,
    }),
  });
}
