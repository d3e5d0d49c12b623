import {
  AI_POINT_DEFAULT_COSTS,
  AI_POINT_RULE_TYPES,
  AiPointOwnerType,
  AiPointType,
  AccountType,
} from '@haoduo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts, aiAgentConfigs, aiPointRules, courseClasses, users } from '../db/schema';
import type { TDb } from '../platform/db/database';
import {
  credit,
  debit,
  ensurePointAccount,
  updateDailyLimit,
  writeRecord,
  type TPointOwner,
} from '../modules/ai-points';
import { DEMO_AI3001_PUPILS } from './seed-classes-and-tools';

/**
 * Issue 6 demo data: the point rules per tool, budgets that flow school → class → pupil
 * (and the teachers' own points), a daily limit on 四年级绘本班, and a demo agent that
 * 王老师 made for 三年级AI创作班. Every balance comes with its records.
 */

const REASON = '演示数据：期初AI点数';

export const DEMO_SCHOOL_POINTS = { AI3001: 10_000, AI7001: 5000 } as const;
export const DEMO_CLASS_POINTS = { AI3001: 2000, AI4001: 1000, AI7001: 1000 } as const;
export const DEMO_AI4001_DAILY_LIMIT = 20;
/** Pupils' points: stu001 in each of their schools, stu002, and the other AI3001 pupils. */
export const DEMO_PUPIL_POINTS = {
  stu001: 200,
  stu001InMiddle: 100,
  stu002: 100,
  others: 50,
} as const;
export const DEMO_TEACHER_POINTS = 300;

export const DEMO_AGENT = {
  title: '小小科学家',
  prologue: '你好，我是小小科学家！我知道一些关于太阳、月亮和植物的小知识，想问什么就问我吧。',
  prompt:
    '你是一位耐心的科学老师，回答三年级小朋友的问题。太阳是一颗恒星，离地球大约1.5亿公里。月亮绕着地球转，大约一个月转一圈。植物用叶子里的叶绿素进行光合作用，把阳光、水和二氧化碳变成养分，同时放出氧气。',
  quickCommands: [
    { name: '太阳有多远', content: '太阳离地球大约1.5亿公里。' },
    { name: '植物怎么吃饭', content: '植物用叶子进行光合作用，把阳光、水和二氧化碳变成养分。' },
    {
      name: '月亮为什么会变',
      content: '月亮绕着地球转，我们看到它被太阳照亮的部分不同，所以月亮会变圆变弯。',
    },
  ],
  voiceStyle: 'storyteller',
} as const;

async function moveDown(db: TDb, from: TPointOwner, to: TPointOwner, points: number) {
  const parent = await ensurePointAccount(db, from);
  const child = await ensurePointAccount(db, to);
  const after = await debit(db, parent.id, points);
  if (!after) return;
  await writeRecord(db, after, -points, { pointType: AiPointType.ALLOCATE_OUT, reason: REASON });
  const credited = await credit(db, child.id, points);
  await writeRecord(db, credited, points, {
    pointType: AiPointType.ALLOCATE_IN,
    reason: REASON,
    // A pupil's points record the class that handed them out.
    classId: from.ownerType === AiPointOwnerType.CLASS ? from.classId : undefined,
  });
}

async function accountsOf(db: TDb, where: { usernames?: string[]; mobiles?: string[] }) {
  return db
    .select({
      accountId: accounts.id,
      schoolId: accounts.schoolId,
      accountType: accounts.accountType,
      username: users.username,
      mobile: users.mobile,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      where.usernames
        ? inArray(sql`lower(${users.username})`, where.usernames)
        : inArray(users.mobile, where.mobiles ?? []),
    );
}

export async function seedAiWorkshop(db: TDb): Promise<void> {
  await db
    .insert(aiPointRules)
    .values(
      AI_POINT_RULE_TYPES.map((ruleType) => ({
        ruleType,
        points: AI_POINT_DEFAULT_COSTS[ruleType],
      })),
    )
    .onConflictDoNothing();

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
  const ai4001 = byCode.get('AI4001');
  const ai7001 = byCode.get('AI7001');
  if (!ai3001 || !ai4001 || !ai7001) return;

  // Schools get their budgets from the platform (a back-office set).
  for (const [code, points] of Object.entries(DEMO_SCHOOL_POINTS)) {
    const school = await ensurePointAccount(db, {
      ownerType: AiPointOwnerType.SCHOOL,
      schoolId: byCode.get(code)!.schoolId,
    });
    const after = await credit(db, school.id, points);
    await writeRecord(db, after, points, { pointType: AiPointType.SET, reason: REASON });
  }
  // Schools → classes.
  for (const [code, points] of Object.entries(DEMO_CLASS_POINTS)) {
    const cls = byCode.get(code)!;
    await moveDown(
      db,
      { ownerType: AiPointOwnerType.SCHOOL, schoolId: cls.schoolId },
      { ownerType: AiPointOwnerType.CLASS, schoolId: cls.schoolId, classId: cls.id },
      points,
    );
  }
  const limited = await ensurePointAccount(db, {
    ownerType: AiPointOwnerType.CLASS,
    schoolId: ai4001.schoolId,
    classId: ai4001.id,
  });
  await updateDailyLimit(db, limited.id, DEMO_AI4001_DAILY_LIMIT);

  // Classes → pupils (a pupil's points are per school; each class hands out its own).
  const pupils = await accountsOf(db, {
    usernames: ['stu001', 'stu002', ...DEMO_AI3001_PUPILS.map((p) => p.username)],
  });
  for (const pupil of pupils.filter((p) => p.accountType === AccountType.STUDENT)) {
    const inMiddle = pupil.schoolId === ai7001.schoolId;
    const cls = inMiddle ? ai7001 : pupil.username === 'stu002' ? ai4001 : ai3001;
    const points =
      pupil.username === 'stu001'
        ? inMiddle
          ? DEMO_PUPIL_POINTS.stu001InMiddle
          : DEMO_PUPIL_POINTS.stu001
        : pupil.username === 'stu002'
          ? DEMO_PUPIL_POINTS.stu002
          : DEMO_PUPIL_POINTS.others;
    await moveDown(
      db,
      { ownerType: AiPointOwnerType.CLASS, schoolId: cls.schoolId, classId: cls.id },
      { ownerType: AiPointOwnerType.USER, schoolId: pupil.schoolId, accountId: pupil.accountId },
      points,
    );
  }

  // Schools → teachers (and the trial visitor).
  const teachers = await accountsOf(db, {
    mobiles: ['13800000001', '13800000002', '13800000003', '13900000000'],
  });
  for (const teacher of teachers.filter((t) => t.accountType === AccountType.TEACHER)) {
    await moveDown(
      db,
      { ownerType: AiPointOwnerType.SCHOOL, schoolId: teacher.schoolId },
      {
        ownerType: AiPointOwnerType.USER,
        schoolId: teacher.schoolId,
        accountId: teacher.accountId,
      },
      DEMO_TEACHER_POINTS,
    );
  }

  const [wang] = await db
    .select({ userId: users.id, accountId: accounts.id })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.schoolId, ai3001.schoolId)))
    .where(and(eq(users.mobile, '13800000001'), eq(accounts.accountType, AccountType.TEACHER)))
    .limit(1);
  if (wang) {
    await db.insert(aiAgentConfigs).values({
      ...DEMO_AGENT,
      quickCommands: [...DEMO_AGENT.quickCommands],
      userId: wang.userId,
      accountId: wang.accountId,
      schoolId: ai3001.schoolId,
      classId: ai3001.id,
    });
  }
}
