import { ReleaseStatus, WorksStatus } from '@haoduo/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  competitionAwards,
  competitionAwardWorks,
  competitionJudges,
  competitionRegistrations,
  competitions,
  competitionScores,
  competitionWorks,
  schools,
  techRegistrations,
  works,
} from '../db/schema';
import type { TDb } from '../platform/db/database';
import { sealIdCard } from '../modules/competition';
import { findUserByUsername } from '../modules/identity';
import { DEMO_COMPETITIONS, DEMO_ENTRANTS, type TDemoCompetition } from './demo-competitions';

/**
 * The competition centre's demo: one competition open for registration, one being judged, a
 * second of the Hangzhou festival open, and one finished with its winners published, each with
 * registrations (id numbers encrypted like real ones), works, scores and awards. Covers and
 * banners are pictures of the demo works (loaded by the step before).
 */
const DAY = 24 * 3_600_000;

export async function seedCompetitions(db: TDb, context: { appSecret?: string }): Promise<void> {
  const secret = context.appSecret ?? 'haoduo-dev-app-secret-change-me';
  const pictures = (
    await db
      .select({ url: works.worksCoverPic })
      .from(works)
      .where(and(eq(works.status, WorksStatus.PUBLISHED), isNotNull(works.worksCoverPic)))
      .orderBy(desc(works.id))
      .limit(12)
  ).map((w) => w.url!);
  const picture = (i: number) => pictures[i % Math.max(pictures.length, 1)] ?? '/favicon.svg';
  const [school] = await db.select().from(schools).where(eq(schools.name, '好多AI实验小学'));
  const admin = await findUserByUsername(db, 'admin');
  const now = Date.now();

  for (const [index, demo] of DEMO_COMPETITIONS.entries()) {
    const [rs, re, ce] = demo.days;
    const [competition] = await db
      .insert(competitions)
      .values({
        name: demo.name,
        sponsor: demo.sponsor,
        suitDistrict: demo.suitDistrict,
        coverImg: picture(index),
        pcBanner: picture(index + 4),
        mobileBanner: picture(index + 4),
        introduceList: demo.sections.map((s, i) => ({
          ...s,
          imageUrl: i === 0 ? picture(index + 8) : '',
        })),
        sortScore: demo.sortScore,
        registrationStartTm: new Date(now + rs * DAY),
        registrationEndTm: new Date(now + re * DAY),
        competitionStartTm: new Date(now + rs * DAY),
        competitionEndTm: new Date(now + ce * DAY),
        groupList: [...demo.groups],
        festival: demo.festival,
        releaseStatus: ReleaseStatus.RELEASED,
        winnersPublishedAt: demo.winners ? new Date(now + (ce + 2) * DAY) : null,
        createdBy: admin?.id ?? null,
      })
      .returning();
    await seedEntrants(db, secret, competition!.id, demo, school, admin?.id ?? null, picture);
  }
  await db.insert(techRegistrations).values(
    DEMO_ENTRANTS.slice(0, 2).map((e, i) => {
      const sealed = sealIdCard(secret, e.idCard);
      return {
        activityType: 1,
        grade: e.grade,
        idCardType: 1,
        idCardCipher: sealed.cipher,
        idCardMasked: sealed.masked,
        studentName: e.name,
        schoolId: school?.id ?? null,
        schoolName: school?.name ?? '好多AI实验小学',
        teacherName: '陈老师',
        teacherMobile: '13900000011',
        workResource: picture(i),
        worksIntro: '用AI画出的未来城市',
        worksName: i === 0 ? '未来城市' : '会说话的机器人',
        createdBy: admin?.id ?? null,
      };
    }),
  );
}

async function seedEntrants(
  db: TDb,
  secret: string,
  competitionId: number,
  demo: TDemoCompetition,
  school: typeof schools.$inferSelect | undefined,
  judgeId: number | null,
  picture: (i: number) => string,
) {
  const entrants = DEMO_ENTRANTS.slice(0, demo.entrants);
  const worksIds: number[] = [];
  for (const [i, entrant] of entrants.entries()) {
    const sealed = sealIdCard(secret, entrant.idCard);
    const [registration] = await db
      .insert(competitionRegistrations)
      .values({
        competitionId,
        studentName: entrant.name,
        idCardType: 1,
        idCardCipher: sealed.cipher,
        idCardHash: sealed.hash,
        idCardMasked: sealed.masked,
        grade: entrant.grade,
        mobile: entrant.mobile,
        teacherName: '陈老师',
        teacherMobile: '13900000011',
        provinceId: school?.provinceId ?? 330000,
        cityId: school?.cityId ?? 330100,
        districtId: school?.districtId ?? 330106,
        schoolId: school?.id ?? null,
        schoolName: school?.name ?? '好多AI实验小学',
        registrationGroup: demo.groups[i % Math.max(demo.groups.length, 1)] ?? '',
      })
      .returning();
    if (i >= demo.worksCount) continue;
    const [entry] = await db
      .insert(competitionWorks)
      .values({
        competitionId,
        registrationId: registration!.id,
        worksName: entrant.works,
        worksIntro: `${entrant.works}：用AI工具完成的参赛作品`,
        worksUrl: picture(i + 1),
      })
      .returning();
    worksIds.push(entry!.id);
  }
  if (demo.judged && judgeId) {
    await db.insert(competitionJudges).values({ competitionId, userId: judgeId });
    await db
      .insert(competitionScores)
      .values(
        worksIds
          .slice(0, 3)
          .map((worksId, i) => ({ worksId, judgeUserId: judgeId, scoreTenths: 920 - i * 45 })),
      );
  }
  if (demo.winners) {
    const awards = await db
      .insert(competitionAwards)
      .values(['一等奖', '二等奖', '三等奖'].map((name) => ({ competitionId, name })))
      .returning();
    await db
      .insert(competitionAwardWorks)
      .values(
        worksIds
          .slice(0, 3)
          .map((worksId, i) => ({ worksId, awardId: awards[i]!.id, competitionId })),
      );
  }
}
