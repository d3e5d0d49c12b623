import type { TJudgePreviewWork } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pagesAsV2 } from './works.presenter';

/**
 * A work's content for blind judging, whatever its state (drafts too): title, type, pages,
 * pictures, media and prompt, and nothing of its author, class or school. Links are stored
 * unsigned; the caller signs them.
 */
export async function workForJudging(db: TDb, worksId: number): Promise<TJudgePreviewWork | null> {
  const [row] = await db
    .select({
      title: works.worksName,
      type: works.type,
      kind: works.kind,
      version: works.version,
      worksCoverPic: works.worksCoverPic,
      worksBackCoverPic: works.worksBackCoverPic,
      backgroundColor: works.backgroundColor,
      worksIntro: works.worksIntro,
      worksPrompt: works.worksPrompt,
      worksPageList: works.worksPageList,
      worksContentList: works.worksContentList,
      jumpUrl: works.jumpUrl,
      agentProgramCode: works.agentProgramCode,
    })
    .from(works)
    .where(eq(works.id, worksId));
  if (!row) return null;
  return {
    ...row,
    worksPrompt: row.worksPrompt?.trim() ? row.worksPrompt : null,
    worksPageList: pagesAsV2(row.version, row.worksPageList),
    worksContentList: row.worksContentList.map((item) => ({
      type: item.type,
      url: item.url,
      posterUrl: item.posterUrl ?? null,
      text: item.text ?? '',
    })),
  };
}
