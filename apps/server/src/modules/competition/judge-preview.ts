import { CompetitionMessages as M, type TJudgePreview } from '@haoduo/contract';
import { and, count, eq, lte } from 'drizzle-orm';
import { competitionWorks } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { workForJudging } from '../works';
import { requireCompetition } from './competitions.queries';
import { codeOf, requireJudge } from './judging.service';

/**
 * One entry as a judge of its competition previews it, blind: a platform work's content
 * (drafts too; no author, class or school) or the entry's own file. Links are signed by the
 * route.
 */
export async function judgePreview(
  db: TDb,
  input: { competitionId: number; worksId: number },
  judgeUserId: number,
): Promise<TJudgePreview> {
  await requireCompetition(db, input.competitionId);
  await requireJudge(db, input.competitionId, judgeUserId);
  const [entry] = await db
    .select()
    .from(competitionWorks)
    .where(
      and(
        eq(competitionWorks.id, input.worksId),
        eq(competitionWorks.competitionId, input.competitionId),
      ),
    );
  if (!entry) throw notFound(M.WORKS_NOT_FOUND);
  // The code is the entry's place among the competition's entries, as in the blind list.
  const [before] = await db
    .select({ n: count() })
    .from(competitionWorks)
    .where(
      and(
        eq(competitionWorks.competitionId, input.competitionId),
        lte(competitionWorks.id, entry.id),
      ),
    );
  const work = entry.platformWorksId ? await workForJudging(db, entry.platformWorksId) : null;
  return {
    worksId: entry.id,
    code: codeOf((before?.n ?? 1) - 1),
    worksName: entry.worksName,
    worksIntro: entry.worksIntro,
    fileUrl: entry.platformWorksId ? null : entry.worksUrl,
    work,
  };
}
