import {
  AccountType,
  AiMessages,
  AiWorkshopMessages,
  ClassMessages,
  type TAiAgentAddBody,
  type TAiAgentConfig,
  type TAiAgentListQuery,
  type TVoiceStyle,
} from '@haoduo/contract';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { aiAgentConfigs } from '../../db/schema';
import { requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound, unprocessable } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/paging';
import { canOnClass, resolveClassActor } from '../classes';
import { findClassById } from '../classes';
import {
  activeClassesOfStudentAccounts,
  classIdsOfTeacher,
  classNamesByIds,
  likePattern,
} from '../classes';
import { accountsByIds } from '../identity';
import { teachesPupil } from '../works';
import { assertInputImages, loadInputImage } from './input-images';
import type { TWorkshop } from './workshop-context';

/**
 * Agents (ai-agent-config): a persona a pupil or teacher writes — title, prologue,
 * prompt, quick commands, voice style, icon. A teacher's agent may belong to a class, so
 * its pupils can chat with it. Who sees one: its author, the people of its class, and the
 * author's teachers. Only the author edits it.
 */

export type TAgentRow = typeof aiAgentConfigs.$inferSelect;

interface TAgentWithNames {
  agent: TAgentRow;
  authorName: string;
  className: string | null;
}

/** Agents with their author's and class's names (one read of each for the whole list). */
async function withNames(db: TDb, agents: TAgentRow[]): Promise<TAgentWithNames[]> {
  const [people, classNames] = await Promise.all([
    accountsByIds(
      db,
      agents.map((agent) => agent.accountId),
    ),
    classNamesByIds(
      db,
      agents.flatMap((agent) => (agent.classId === null ? [] : [agent.classId])),
    ),
  ]);
  return agents.map((agent) => ({
    agent,
    authorName: people.get(agent.accountId)?.name ?? '',
    className: agent.classId === null ? null : (classNames.get(agent.classId) ?? null),
  }));
}

export function presentAgent(row: TAgentWithNames, userId: number): TAiAgentConfig {
  const { agent } = row;
  return {
    id: agent.id,
    title: agent.title,
    prologue: agent.prologue,
    prompt: agent.prompt,
    quickCommands: agent.quickCommands,
    voiceStyle: agent.voiceStyle as TVoiceStyle,
    iconImageUrl: agent.iconImageUrl,
    classId: agent.classId,
    className: row.className,
    authorName: row.authorName,
    mine: agent.userId === userId,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

async function canSee(db: TDb, auth: TAuth, agent: TAgentRow): Promise<boolean> {
  if (agent.userId === auth.userId) return true;
  if (agent.classId !== null) {
    const cls = await findClassById(db, agent.classId);
    if (cls && (await canOnClass(db, await resolveClassActor(db, auth), cls, 'view'))) return true;
  }
  return (
    auth.accountType === AccountType.TEACHER &&
    auth.accountId !== null &&
    (await teachesPupil(db, auth.accountId, agent.accountId))
  );
}

export async function loadAgentFor(
  db: TDb,
  auth: TAuth | null,
  id: number,
  level: 'view' | 'edit',
): Promise<TAgentWithNames> {
  const me = requireSchool(auth);
  const [agent] = await db.select().from(aiAgentConfigs).where(eq(aiAgentConfigs.id, id)).limit(1);
  if (!agent) throw notFound(AiWorkshopMessages.AGENT_NOT_FOUND);
  if (level === 'edit' ? agent.userId !== me.userId : !(await canSee(db, me, agent))) {
    throw forbidden(level === 'edit' ? AiWorkshopMessages.AGENT_NOT_YOURS : undefined);
  }
  return (await withNames(db, [agent]))[0]!;
}

/** The class an agent is given to must be the author's: taught (teachers) or joined (pupils). */
async function assertAgentClass(db: TDb, auth: TAuth, classId: number | null): Promise<void> {
  if (classId === null) return;
  const cls = await findClassById(db, classId);
  if (!cls) throw notFound(ClassMessages.CLASS_NOT_FOUND);
  const level = auth.accountType === AccountType.TEACHER ? 'teach' : 'view';
  if (!(await canOnClass(db, await resolveClassActor(db, auth), cls, level))) {
    throw forbidden(AiWorkshopMessages.NOT_IN_CLASS);
  }
}

/** The author as the safety gate sees them (the agent's class, when it has one). */
function authorOf(me: TAuth & { schoolId: number; accountId: number }, classId: number | null) {
  return {
    userId: me.userId,
    accountId: me.accountId,
    accountType: me.accountType ?? AccountType.STUDENT,
    schoolId: me.schoolId,
    classId,
  };
}

async function checkAgentTexts(
  w: TWorkshop,
  me: TAuth & { schoolId: number; accountId: number },
  body: TAiAgentAddBody,
): Promise<void> {
  const texts = [
    body.title,
    body.prologue,
    body.prompt,
    ...body.quickCommands.flatMap((command) => [command.name, command.content]),
  ];
  await w.safety.assertText(authorOf(me, body.classId), texts.join('\n'), {
    tool: 'agent',
    direction: 'input',
  });
}

/** The icon must be the author's own picture, and fit for pupils. */
async function checkIcon(
  w: TWorkshop,
  me: TAuth & { schoolId: number; accountId: number },
  body: TAiAgentAddBody,
  url: string,
): Promise<void> {
  await assertInputImages(w.db, me.userId, [url], () => 'iconImageUrl');
  const image = await loadInputImage(w.db, w.storage, me.userId, url);
  const checked = await w.safety.checkImage(authorOf(me, body.classId), image, {
    tool: 'agent',
    direction: 'input',
  });
  if (!checked.allowed) throw unprocessable(AiMessages.IMAGE_REFUSED);
}

function columnsOf(body: TAiAgentAddBody) {
  return {
    title: body.title,
    prologue: body.prologue,
    prompt: body.prompt,
    quickCommands: body.quickCommands,
    voiceStyle: body.voiceStyle,
    iconImageUrl: body.iconImageUrl,
    classId: body.classId,
  };
}

export async function addAgent(w: TWorkshop, auth: TAuth | null, body: TAiAgentAddBody) {
  const me = requireSchool(auth);
  await assertAgentClass(w.db, me, body.classId);
  await checkAgentTexts(w, me, body);
  if (body.iconImageUrl) await checkIcon(w, me, body, body.iconImageUrl);
  const [row] = await w.db
    .insert(aiAgentConfigs)
    .values({
      ...columnsOf(body),
      userId: me.userId,
      accountId: me.accountId,
      schoolId: me.schoolId,
    })
    .returning({ id: aiAgentConfigs.id });
  return loadAgentFor(w.db, auth, row!.id, 'view');
}

export async function editAgent(
  w: TWorkshop,
  auth: TAuth | null,
  body: TAiAgentAddBody & { id: number },
) {
  const me = requireSchool(auth);
  const current = await loadAgentFor(w.db, auth, body.id, 'edit');
  if (body.classId !== current.agent.classId) await assertAgentClass(w.db, me, body.classId);
  await checkAgentTexts(w, me, body);
  if (body.iconImageUrl && body.iconImageUrl !== current.agent.iconImageUrl) {
    await checkIcon(w, me, body, body.iconImageUrl);
  }
  await w.db
    .update(aiAgentConfigs)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(aiAgentConfigs.id, body.id));
  return loadAgentFor(w.db, auth, body.id, 'view');
}

/** The caller's agents, and those given to classes they teach or belong to. */
export async function listAgents(db: TDb, auth: TAuth | null, query: TAiAgentListQuery) {
  const me = requireSchool(auth);
  // The classes the caller teaches or belongs to (actively), from classes.
  const myClasses =
    me.accountType === AccountType.TEACHER
      ? await classIdsOfTeacher(db, me.accountId)
      : (await activeClassesOfStudentAccounts(db, [me.accountId])).map((row) => row.classId);
  const where: SQL | undefined = and(
    or(
      eq(aiAgentConfigs.userId, me.userId),
      myClasses.length ? inArray(aiAgentConfigs.classId, myClasses) : undefined,
    ),
    query.classId === undefined ? undefined : eq(aiAgentConfigs.classId, query.classId),
    query.keyword === undefined
      ? undefined
      : ilike(aiAgentConfigs.title, likePattern(query.keyword)),
  );
  const { limit, offset } = pageWindow(query);
  const [agents, [count]] = await Promise.all([
    db
      .select()
      .from(aiAgentConfigs)
      .where(where)
      .orderBy(desc(aiAgentConfigs.updatedAt), desc(aiAgentConfigs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiAgentConfigs)
      .where(where),
  ]);
  const list = await withNames(db, agents);
  return { list: list.map((row) => presentAgent(row, me.userId)), total: Number(count?.n ?? 0) };
}
