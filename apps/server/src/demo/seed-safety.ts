import { AccountType } from '@haoduo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, courseClasses, users } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { raiseAlerts, recordEvent, type TAlertBus, type TSafetySubject } from '../modules/safety';

/**
 * The safety of minors in the demo: a few refusals and flags of 三年级AI创作班's pupils this
 * week, and one open alert for its teachers (王老师 and 李老师), so the class AI history,
 * the weekly summary and the teacher's alert bell have something to show.
 */

const HOUR = 3_600_000;
/** Nobody listens while the demo loads. */
const QUIET: TAlertBus = { publish: () => undefined, subscribe: () => () => undefined };

export async function seedSafety(db: TDb): Promise<void> {
  const [cls] = await db
    .select({ id: courseClasses.id, schoolId: courseClasses.schoolId })
    .from(courseClasses)
    .where(eq(courseClasses.classCode, 'AI3001'))
    .limit(1);
  if (!cls) return;
  const rows = await db
    .select({ username: users.username, userId: users.id, accountId: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.schoolId, cls.schoolId),
        eq(accounts.accountType, AccountType.STUDENT),
        inArray(users.username, ['stu001', 'ai3001s01', 'ai3001s02']),
      ),
    );
  const pupil = (username: string): TSafetySubject | null => {
    const row = rows.find((r) => r.username === username);
    return row
      ? {
          userId: row.userId,
          accountId: row.accountId,
          accountType: AccountType.STUDENT,
          schoolId: cls.schoolId,
          classId: cls.id,
        }
      : null;
  };
  const now = Date.now();
  const events = [
    {
      who: 'stu001',
      tool: 'draw',
      text: '画一把会喷火的手枪',
      outcome: 'refused',
      categories: ['violence'],
      hoursAgo: 50,
    },
    {
      who: 'ai3001s01',
      tool: 'chat',
      text: '你是个大笨蛋，没人喜欢你',
      outcome: 'refused',
      categories: ['bullying'],
      hoursAgo: 30,
    },
    {
      who: 'ai3001s02',
      tool: 'works',
      text: '我家住在幸福小区3栋，电话13912345678',
      outcome: 'refused',
      categories: ['personal-data'],
      hoursAgo: 20,
    },
  ] as const;
  for (const event of events) {
    const subject = pupil(event.who);
    if (!subject) continue;
    await recordEvent(db, {
      subject,
      classIds: [cls.id],
      text: event.text,
      tool: event.tool,
      direction: 'input',
      outcome: event.outcome,
      verdict: { categories: event.categories, flaggedBy: ['word-list'], matches: [] },
      alertKind: null,
      createdAt: new Date(now - event.hoursAgo * HOUR),
    });
  }
  const subject = pupil('stu001');
  if (!subject) return;
  const text = '最近总是很难过，觉得活着没意思';
  const at = new Date(now - HOUR);
  const eventId = await recordEvent(db, {
    subject,
    classIds: [cls.id],
    text,
    tool: 'chat',
    direction: 'input',
    outcome: 'refused',
    verdict: { categories: ['self-harm'], flaggedBy: ['word-list'], matches: [] },
    alertKind: 'self-harm',
    createdAt: at,
  });
  await raiseAlerts(db, QUIET, {
    eventId,
    subject,
    classIds: [cls.id],
    tool: 'chat',
    alert: { kind: 'self-harm', severity: 'critical' },
    message: text,
    context: [
      { role: 'pupil', text: '今天考试没考好', at: new Date(now - 2 * HOUR).toISOString() },
      {
        role: 'assistant',
        text: '没关系，一次考试不能说明什么，我们一起看看哪里可以进步吧。',
        at: new Date(now - 2 * HOUR + 60_000).toISOString(),
      },
    ],
    createdAt: at,
  });
}
