import {
  AccountType,
  AuditStatus,
  WorksCreatorType,
  WorksStatus,
  WorksHistoryEvent,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { tags, works, worksLikes } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { createOfflineImage } from '../providers/ai/offline/image/offline-image';
import { createOfflineVideo } from '../providers/ai/offline/video/offline-video';
import type { TStoragePort } from '../providers/storage/storage-port';
import { deleteStoredFiles, storeMedia } from '../modules/media';
import { findAccountsOfUser, findUserByMobile, findUserByUsername } from '../modules/identity';
import { createWork, recordEvent, WORKS_VARIANTS, type TAuthor } from '../modules/works';
import { DEMO_TAGS, DEMO_WORKS, type TDemoWork } from './demo-works';
import type { TDemoContext } from './load-demo-data';

/**
 * Issue 5 demo data: published picture books, single pictures and a video by the demo
 * pupils, drawn at seed time by the offline drawing and video engines (providers/ai), with
 * their making-of history, tags and likes; a draft, and a work waiting for review in
 * 三年级AI创作班 so the teachers' review queue has something in it.
 */

const DAY_MS = 86_400_000;

async function pupil(db: TDb, username: string): Promise<TAuthor | null> {
  const user = await findUserByUsername(db, username);
  if (!user) return null;
  const [account] = await findAccountsOfUser(db, user.id, AccountType.STUDENT);
  if (!account) return null;
  return {
    userId: user.id,
    accountId: account.accountId,
    schoolId: account.schoolId,
    creatorType: WorksCreatorType.STUDENT,
    creatorId: account.accountId,
    trusted: true,
  };
}

export async function seedWorks(db: TDb, context: TDemoContext): Promise<void> {
  const storage: TStoragePort | undefined = context.storage;
  if (!storage) throw new Error('The works demo needs the storage port');
  const stored: string[] = [];
  try {
    await seed(db, storage, stored);
  } catch (error) {
    await deleteStoredFiles(storage, stored);
    throw error;
  }
}

async function seed(db: TDb, storage: TStoragePort, stored: string[]): Promise<void> {
  const image = createOfflineImage();
  const video = createOfflineVideo();
  const tagRows = await db
    .insert(tags)
    .values(DEMO_TAGS.map((name, sortOrder) => ({ name, sortOrder })))
    .onConflictDoNothing()
    .returning();
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
  const teacher = await findUserByMobile(db, '13800000002');
  const fallback = await pupil(db, 'stu001');
  if (!fallback) throw new Error('The works demo needs the demo pupils');
  const readers: number[] = [];
  for (const name of [
    'stu001',
    'stu002',
    'ai3001s01',
    'ai3001s02',
    'ai3001s03',
    'ai3001s04',
    'ai3001s05',
    'ai3001s06',
    'ai3001s07',
    'ai3001s08',
  ]) {
    const user = await findUserByUsername(db, name);
    if (user) readers.push(user.id);
  }

  const keep = async (owner: number, buffer: Buffer) => {
    const row = await storeMedia(db, storage, { buffer, ownerUserId: owner });
    stored.push(row.key, ...(row.thumbKey ? [row.thumbKey] : []));
    return `/api/media/${row.key}`;
  };

  for (const [index, demo] of DEMO_WORKS.entries()) {
    const author = (await pupil(db, demo.author)) ?? fallback;
    const seed = 500 + index * 17;
    const pictures: string[] = [];
    let id: number;
    const base = {
      worksName: demo.name,
      worksIntro: demo.intro || null,
      tagIds: demo.tags.flatMap((name) => (tagId.has(name) ? [tagId.get(name)!] : [])),
      coverPicRatioWide: 4,
      coverPicRatioHigh: 3,
    };
    if (demo.kind === 'video') {
      const clip = await video.animate({
        prompt: demo.pages.map((p) => p.prompt).join(''),
        seconds: 3 * demo.pages.length,
        seed,
        style: demo.style,
      });
      const poster = await keep(author.userId, clip.poster);
      const url = await keep(author.userId, clip.video);
      pictures.push(poster);
      id = await createWork(db, author, WORKS_VARIANTS.video, {
        ...base,
        worksCoverPic: poster,
        worksPrompt: demo.pages.map((p) => p.prompt).join(''),
        worksContentList: [{ type: 'video', url, posterUrl: poster, text: demo.intro }],
      });
    } else {
      for (const page of demo.pages) {
        const drawn = await image.draw({
          prompt: page.prompt,
          seed,
          style: demo.style,
          width: 1024,
          height: 768,
        });
        pictures.push(await keep(author.userId, drawn.png));
      }
      id =
        demo.kind === 'picture'
          ? await createWork(db, author, WORKS_VARIANTS.singlePicture, {
              ...base,
              worksCoverPic: pictures[0]!,
              worksPrompt: demo.pages[0]!.prompt,
              worksContentList: [
                { type: 'image', url: pictures[0]!, posterUrl: null, text: demo.pages[0]!.text },
              ],
            })
          : await createWork(db, author, WORKS_VARIANTS.v1, {
              ...base,
              worksCoverPic: pictures[0]!,
              backgroundColor: '#FFF8E7',
              coverCenter: true,
              worksPageList: demo.pages.map((page, i) => ({
                picUrl: pictures[i]!,
                text: page.text,
              })),
            });
    }
    // The making of it: the prompts and the drawings the pupil kept.
    for (const [i, page] of demo.pages.entries()) {
      await recordEvent(db, {
        worksId: id,
        eventType: WorksHistoryEvent.PROMPT,
        actorUserId: author.userId,
        actorRole: 'author',
        detail: { prompt: page.prompt, toolType: demo.kind === 'video' ? 14 : 12 },
      });
      const result = pictures[Math.min(i, pictures.length - 1)];
      if (demo.kind !== 'video' || i === 0) {
        await recordEvent(db, {
          worksId: id,
          eventType: WorksHistoryEvent.AI_RESULT,
          actorUserId: author.userId,
          actorRole: 'author',
          detail: { resultUrl: result, toolType: demo.kind === 'video' ? 14 : 12 },
        });
      }
    }
    await settle(db, id, demo, author.userId, teacher?.id ?? null);
    if (demo.state === 'public') {
      const likers = readers
        .filter((userId) => userId !== author.userId)
        .slice(0, Math.max(1, 9 - index));
      if (likers.length > 0) {
        await db.insert(worksLikes).values(likers.map((userId) => ({ worksId: id, userId })));
        await db.update(works).set({ likeCount: likers.length }).where(eq(works.id, id));
      }
    }
  }
}

/** Submit, review and publish as the class teacher would, at a time in the past. */
async function settle(
  db: TDb,
  id: number,
  demo: TDemoWork,
  authorId: number,
  teacherId: number | null,
) {
  if (demo.state === 'draft') return;
  const at = new Date(Date.now() - demo.daysAgo * DAY_MS - 3600_000);
  await db
    .update(works)
    .set({
      status: WorksStatus.SUBMITTED,
      submittedAt: at,
      createdAt: new Date(at.getTime() - 3600_000),
    })
    .where(eq(works.id, id));
  await recordEvent(db, {
    worksId: id,
    eventType: WorksHistoryEvent.SUBMIT,
    actorUserId: authorId,
    actorRole: 'author',
  });
  if (demo.state !== 'public') return;
  await db
    .update(works)
    .set({
      status: WorksStatus.PUBLISHED,
      auditStatus: AuditStatus.APPROVED,
      auditRemark: '画面很有想象力，故事也很完整！',
      auditedAt: at,
      auditedBy: teacherId,
      publishedAt: at,
      recommend: demo.recommend ?? false,
      sortScore: demo.sortScore ?? 0,
      updatedAt: at,
    })
    .where(eq(works.id, id));
  await recordEvent(db, {
    worksId: id,
    eventType: WorksHistoryEvent.AUDIT,
    actorUserId: teacherId,
    actorRole: 'teacher',
    detail: {
      auditStatus: AuditStatus.APPROVED,
      auditRemark: '画面很有想象力，故事也很完整！',
      fromStatus: WorksStatus.SUBMITTED,
      toStatus: WorksStatus.PUBLISHED,
    },
  });
  // History times follow the story, not the seeding moment.
  await db.execute(
    sql`update works_history set created_at = ${at}, updated_at = ${at} where works_id = ${id}`,
  );
}
