import {
  JobStatus,
  type TAiJob,
  type TAiJobWithAuthor,
  type TAiTool,
  type TJobStatus,
} from '@haoduo/contract';
import { presentResult, type TStoredResult } from './generation-result';
import type { TAuthoredRow, TGenerationRow } from './generation-queries';
import type { TJobOptions } from './workshop-tools';

/** Generations to the API shape, field by field (moderation details never leave). */
export function presentJob(
  row: TGenerationRow,
  extra: { queuePosition?: number | null; html?: string; full?: boolean } = {},
): TAiJob {
  const result = row.status === JobStatus.DONE && row.result ? (row.result as TStoredResult) : null;
  return {
    id: row.id,
    tool: row.tool as TAiTool,
    aiPointConfigRuleType: row.ruleType,
    status: row.status as TJobStatus,
    prompt: row.prompt,
    options: row.options as TJobOptions,
    seed: row.seed,
    points: row.points,
    refunded: row.refundedAt !== null,
    refused: row.refused,
    errorMessage: row.errorMessage,
    result: result ? presentResult(result, { html: extra.html, full: extra.full ?? false }) : null,
    collected: row.collectedAt !== null,
    resubmitOfId: row.resubmitOfId,
    classId: row.classId,
    queuePosition: extra.queuePosition ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentAuthored(row: TAuthoredRow): TAiJobWithAuthor {
  return {
    ...presentJob(row.generation),
    accountUserId: row.generation.accountId,
    authorName: row.authorName,
    schoolId: row.generation.schoolId,
    schoolName: row.schoolName,
    className: row.className,
  };
}
