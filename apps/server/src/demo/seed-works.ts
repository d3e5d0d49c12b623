import {
  AccountType,
  AuditStatus,
  WorksCreatorType,
  WorksStatus,
  type TDrawStyle,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { tags, works, worksLikes } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { createOfflineImage } from '../providers/ai/offline/image/offline-image';
import { createOfflineVideo } from '../providers/ai/offline/video/offline-video';
import type { TStoragePort } from '../providers/storage/storage-port';
import { deleteStoredFiles, storeMedia } from '../modules/media/media.service';
import {
  findAccountsOfUser,
  findUserByMobile,
  findUserByUsername,
} from '../modules/users/users.queries';
import { recordEvent } from '../modules/works/works-history.service';
import { createWork, WORKS_VARIANTS, type TAuthor } from '../modules/works/works.service';
import type { TDemoContext } from './load-demo-data';

/**
 * Issue 5 demo data: published picture books, single pictures and a video by the demo
 * pupils, drawn at seed time by the offline drawing and video engines (providers/ai), with
 * their making-of history, tags and likes; a draft, and a work waiting for review in
 * 三年级AI创作班 so the teachers' review queue has something in it.
 */

interface TDemoPage {
  text: string;
  prompt: string;
}
interface TDemoWork {
  name: string;
  author: string;
  kind: 'book' | 'picture' | 'video';
  style: TDrawStyle;
  intro: string;
  pages: TDemoPage[];
  tags: string[];
  state: 'public' | 'draft' | 'submitted';
  recommend?: boolean;
  sortScore?: number;
  daysAgo: number;
}

export const DEMO_TAGS = ['动物', '童话', '科幻', '自然', '校园'] as const;

export const DEMO_WORKS: TDemoWork[] = [
  {
    name: '小恐龙找朋友',
    author: 'stu001',
    kind: 'book',
    style: 'cartoon',
    intro: '一只孤单的小恐龙，终于找到了好朋友。',
    tags: ['动物', '童话'],
    state: 'public',
    recommend: true,
    sortScore: 90,
    daysAgo: 6,
    pages: [
      {
        text: '森林里住着一只绿色的小恐龙，它每天都在大树下等朋友。',
        prompt: '森林里大树下的绿色小恐龙，卡通',
      },
      {
        text: '一天，一只小兔子蹦蹦跳跳地来到草地上。',
        prompt: '草地上的小兔子和小恐龙，白天，卡通',
      },
      {
        text: '它们一起在河边捉迷藏，笑声飞过了小山坡。',
        prompt: '河边的小恐龙和小兔子，花朵，卡通',
      },
      {
        text: '晚上，星星亮了，两个好朋友靠在一起睡着了。',
        prompt: '夜晚星空下的小恐龙和小兔子，卡通',
      },
    ],
  },
  {
    name: '月亮上的猫',
    author: 'stu002',
    kind: 'book',
    style: 'watercolour',
    intro: '一只爱看月亮的小白猫，坐着火箭去月亮上种花。',
    tags: ['童话', '科幻'],
    state: 'public',
    recommend: true,
    sortScore: 80,
    daysAgo: 5,
    pages: [
      {
        text: '有一只白色的小猫，最喜欢在屋顶上看月亮。',
        prompt: '屋顶上的白色小猫看月亮，夜晚，水彩',
      },
      { text: '它坐上一支红色的火箭，飞向了月亮。', prompt: '夜空中红色的火箭和月亮，水彩' },
      {
        text: '月亮上静悄悄的，小猫在那里种下了一朵花。',
        prompt: '月亮上的白猫和一朵花，星星，水彩',
      },
    ],
  },
  {
    name: '我的机器人朋友',
    author: 'ai3001s01',
    kind: 'book',
    style: 'crayon',
    intro: '我做了一个会帮忙的机器人，我们成了最好的朋友。',
    tags: ['科幻', '校园'],
    state: 'public',
    daysAgo: 4,
    pages: [
      { text: '我在科学课上做了一个会说话的机器人。', prompt: '教室里的机器人和小朋友，蜡笔' },
      { text: '它帮我浇花，还陪我在操场上踢足球。', prompt: '操场上的机器人和足球，蜡笔' },
      { text: '放学了，我们一起慢慢走回家。', prompt: '傍晚小路上的机器人和小朋友，蜡笔' },
    ],
  },
  {
    name: '春天来了',
    author: 'ai3001s02',
    kind: 'book',
    style: 'cartoon',
    intro: '小草、蝴蝶和燕子，一起告诉我们：春天来了！',
    tags: ['自然'],
    state: 'public',
    daysAgo: 3,
    pages: [
      { text: '冰雪融化了，小草悄悄探出了头。', prompt: '春天的草地和小草，太阳，卡通' },
      { text: '蝴蝶和蜜蜂在花丛里跳舞。', prompt: '花丛里的蝴蝶和蜜蜂，卡通' },
      { text: '燕子飞回来了，春天真美！', prompt: '蓝天下的燕子和大树，卡通' },
    ],
  },
  {
    name: '雨后的彩虹',
    author: 'ai3001s03',
    kind: 'picture',
    style: 'watercolour',
    intro: '雨停了，天边挂着一道彩虹。',
    tags: ['自然'],
    state: 'public',
    daysAgo: 2,
    pages: [{ text: '雨停了，天边挂着一道彩虹。', prompt: '雨后的彩虹和小山，水彩' }],
  },
  {
    name: '海底的鲸鱼',
    author: 'ai3001s04',
    kind: 'picture',
    style: 'cartoon',
    intro: '大鲸鱼带着小鱼们在海底游来游去。',
    tags: ['动物'],
    state: 'public',
    daysAgo: 2,
    pages: [{ text: '大鲸鱼带着小鱼们在海底游来游去。', prompt: '海底的蓝色鲸鱼和小鱼，卡通' }],
  },
  {
    name: '雪地里的小房子',
    author: 'ai3001s05',
    kind: 'picture',
    style: 'pixel',
    intro: '下雪了，小房子的窗户亮着暖暖的灯。',
    tags: ['自然'],
    state: 'public',
    daysAgo: 1,
    pages: [{ text: '下雪了，小房子的窗户亮着暖暖的灯。', prompt: '雪地里的小房子，夜晚，像素' }],
  },
  {
    name: '小蜜蜂的一天',
    author: 'ai3001s06',
    kind: 'video',
    style: 'cartoon',
    intro: '跟着小蜜蜂，看看它忙碌的一天。',
    tags: ['动物', '自然'],
    state: 'public',
    recommend: true,
    sortScore: 70,
    daysAgo: 1,
    pages: [
      { text: '清晨，小蜜蜂飞出了蜂巢。', prompt: '清晨，小蜜蜂飞出了蜂巢。' },
      { text: '中午，它在花丛里采蜜。', prompt: '中午，它在花丛里采蜜。' },
      { text: '傍晚，它带着花蜜回家。', prompt: '傍晚，它带着花蜜回家。' },
    ],
  },
  {
    name: '小熊的生日',
    author: 'ai3001s07',
    kind: 'book',
    style: 'cartoon',
    intro: '小熊过生日，森林里的朋友们都来了。',
    tags: ['动物'],
    state: 'submitted',
    daysAgo: 0,
    pages: [
      { text: '今天是小熊的生日，它做了一个大蛋糕。', prompt: '森林里的小熊和蛋糕，卡通' },
      { text: '小鸟和松鼠都来为它唱生日歌。', prompt: '小熊和小鸟和松鼠，森林，卡通' },
    ],
  },
  {
    name: '未完成的太空故事',
    author: 'stu001',
    kind: 'book',
    style: 'cartoon',
    intro: '',
    tags: [],
    state: 'draft',
    daysAgo: 0,
    pages: [{ text: '宇航员坐着火箭出发了……', prompt: '太空里的火箭和宇航员，星星，卡通' }],
  },
];

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
        eventType: 'prompt',
        actorUserId: author.userId,
        actorRole: 'author',
        detail: { prompt: page.prompt, toolType: demo.kind === 'video' ? 14 : 12 },
      });
      const result = pictures[Math.min(i, pictures.length - 1)];
      if (demo.kind !== 'video' || i === 0) {
        await recordEvent(db, {
          worksId: id,
          eventType: 'ai-result',
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
    eventType: 'submit',
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
    eventType: 'audit',
    actorUserId: teacherId,
    actorRole: 'teacher',
    detail: {
      auditStatus: AuditStatus.APPROVED,
      auditRemark: '画面很有想象力，故事也很完整！',
      fromStatus: 1,
      toStatus: 2,
    },
  });
  // History times follow the story, not the seeding moment.
  await db.execute(
    sql`update works_history set created_at = ${at}, updated_at = ${at} where works_id = ${id}`,
  );
}
