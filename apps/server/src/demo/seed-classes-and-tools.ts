import { eq, inArray } from 'drizzle-orm';
import { DownloadKind, ToolType } from '@haoduo/contract';
import { classStudents, courseClasses, downloadResources, schools } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { saveSchoolTools } from '../modules/ai-tool-config';
import { buildTeachingGuidePdf } from '../modules/downloads';
import { insertPupil, preparePupils } from '../modules/classes';
import type { TDemoContext } from './load-demo-data';

/**
 * Issue 4 demo data: more pupils in AI3001 (class-code style: login name = initial
 * password, so the class management page, the account export and the sign-in cards have
 * content), the AI tools each school has opened, and the download centre's resources.
 */

/** Pupils of 三年级AI创作班; each signs in with their login name as password. */
export const DEMO_AI3001_PUPILS = [
  { name: '王小雨', username: 'ai3001s01' },
  { name: '刘子涵', username: 'ai3001s02' },
  { name: '陈一诺', username: 'ai3001s03' },
  { name: '杨思远', username: 'ai3001s04' },
  { name: '赵欣怡', username: 'ai3001s05' },
  { name: '黄浩然', username: 'ai3001s06' },
  { name: '周雨桐', username: 'ai3001s07' },
  { name: '吴俊杰', username: 'ai3001s08' },
] as const;

/** 未来科技中学 has not opened video, 3D and hardware: those tiles read 暂未开通 there. */
const MIDDLE_SCHOOL_CLOSED: number[] = [ToolType.VIDEO, ToolType.THREE_D, ToolType.AI_HARDWARE];
const ALL_TILES: number[] = Object.values(ToolType);

export const DEMO_BROWSERS = [
  { os: 'windows', title: 'Google Chrome（Windows 版）', url: 'https://www.google.cn/chrome/' },
  { os: 'windows', title: '360安全浏览器（Windows 版）', url: 'https://browser.360.cn/se/' },
  { os: 'mac', title: 'Google Chrome（macOS 版）', url: 'https://www.google.cn/chrome/' },
  { os: 'linux', title: 'Google Chrome（Linux 版）', url: 'https://www.google.cn/chrome/' },
] as const;

export const DEMO_MATERIAL = {
  title: 'AI创作入门教学指南',
  fileName: 'AI创作入门教学指南.pdf',
  storageKey: 'downloads/materials/ai-creation-guide-v1.pdf',
  builtin: 'teaching-guide-v1',
  classCode: 'AI3001',
} as const;

export async function seedClassesAndTools(db: TDb, context: TDemoContext): Promise<void> {
  const classes = await db
    .select({
      id: courseClasses.id,
      code: courseClasses.classCode,
      schoolId: courseClasses.schoolId,
    })
    .from(courseClasses)
    .where(inArray(courseClasses.classCode, ['AI3001', 'AI4001', 'AI7001']));
  const byCode = new Map(classes.map((c) => [c.code, c]));
  const ai3001 = byCode.get('AI3001');
  const ai7001 = byCode.get('AI7001');
  if (!ai3001 || !ai7001) return;

  const pupils = await preparePupils(
    DEMO_AI3001_PUPILS.map((p) => ({ name: p.name, username: p.username, password: p.username })),
  );
  for (const pupil of pupils) {
    // Without the server secret the initial passwords are not kept (cards show none).
    const { accountId } = await insertPupil(db, context.appSecret ?? null, pupil, ai3001.schoolId);
    await db.insert(classStudents).values({ classId: ai3001.id, accountId });
  }

  const ai4001 = byCode.get('AI4001');
  if (ai4001) {
    await db
      .update(courseClasses)
      .set({ limitStudentSize: 40 })
      .where(eq(courseClasses.id, ai4001.id));
  }

  const schoolRows = await db.select({ id: schools.id }).from(schools);
  for (const school of schoolRows) {
    const closed = school.id === ai7001.schoolId ? MIDDLE_SCHOOL_CLOSED : [];
    await saveSchoolTools(
      db,
      school.id,
      ALL_TILES.map((toolType) => ({ toolType, enabled: !closed.includes(toolType) })),
    );
  }

  await db.insert(downloadResources).values(
    DEMO_BROWSERS.map((b, i) => ({
      kind: DownloadKind.BROWSER,
      os: b.os,
      title: b.title,
      fileName: b.title,
      externalUrl: b.url,
      sort: i,
    })),
  );
  const pdf = buildTeachingGuidePdf();
  await db.insert(downloadResources).values({
    kind: DownloadKind.MATERIAL,
    title: DEMO_MATERIAL.title,
    fileName: DEMO_MATERIAL.fileName,
    contentType: 'application/pdf',
    size: pdf.length,
    storageKey: DEMO_MATERIAL.storageKey,
    builtin: DEMO_MATERIAL.builtin,
    schoolId: ai3001.schoolId,
    classId: ai3001.id,
  });
}
