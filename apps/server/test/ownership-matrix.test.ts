import ExcelJS from 'exceljs';
import {
  AccountType,
  AI_POINT_RULE_TYPES,
  AI_TOOL_CLASS_SUB_TYPES,
  AI_TOOL_RULE_TYPES,
  AI_TOOL_TILE_TYPES,
  JobStatus,
  TeacherRoleType,
  ToolType,
  type TAiTool,
  type TQuery,
  type TToolType,
} from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { buildApp } from '../src/app';
import {
  accounts,
  aiGenerations,
  classStudents,
  courseClasses,
  safetyAlerts,
  users,
} from '../src/db/schema';
import { insertPupil, preparePupils } from '../src/modules/classes';
import type { TAccess, TOwnedKind, TOwner, TOwnerRule } from '../src/platform/http/types';
import {
  classByCode,
  newTeacher,
  schoolIds,
  studentCaller,
  teacherCaller,
  type TCaller,
} from './factories/classes';
import { createTestApp, type TEnvelopeResponse, type TTestApp } from './helpers/test-app';

/**
 * The authorisation matrix, second half: "another class's pupil" and "another school's
 * teacher". Every route a pupil or teacher may call with a resource id declares next to its
 * access what it owns (`config.owner`, see TOwner in platform/http/types.ts). This test fills
 * that id with a resource of class A (三年级AI创作班, 好多AI实验小学) and calls:
 * - as A's side (a pupil of the class, a teacher of the class): must pass the ownership check
 *   (anything but 401/403/404 and 5xx);
 * - as the other side (a pupil of another class of the same school — of another school for
 *   school-owned ids — and a teacher of another school): must get the declared 403 or 404.
 * The other side is called first, so a refused call that wrongly went through shows up.
 */

type TRole = 'student' | 'teacher';
type TSide = TRole | 'manager';
const ADMITS: Record<TAccess, readonly TRole[]> = {
  public: ['student', 'teacher'],
  'signed-in': ['student', 'teacher'],
  learner: ['student', 'teacher'],
  student: ['student'],
  teacher: ['teacher'],
  staff: [],
};
/** A field that names a resource. */
const ID_FIELD = /^(id|\w+Id|\w+Ids)$/;

interface TRoute {
  method: 'GET' | 'POST';
  url: string;
  access: TAccess;
  owner?: TOwner;
  input?: ZodType;
}

/**
 * Inputs the schema alone cannot make valid (patterns, cross-field rules) or that would
 * harm the other rows (the owner side's call really runs). Merged over the generated sample.
 */
const W = '/api/v1/works-service';
const T = `${W}/training/custom`;
const KEYPOINTS = Array.from({ length: 17 }, (_, i) => ({ x: 0.3, y: 0.2 + i * 0.03, score: 0.9 }));
const POSTURE_HEAD = {
  labels: ['举手', '放下'],
  mean: [0, 0],
  scale: [1, 1],
  layers: [{ inputs: 2, outputs: 2, weights: [1, 0, 0, 1], bias: [0, 0] }],
};
const SAVED_PROJECT = {
  kind: 'posture',
  name: '矩阵训练',
  project: { kind: 'posture', samples: [] },
  sampleCount: 0,
  model: POSTURE_HEAD,
};
const INPUT: Record<string, () => Promise<Record<string, unknown>>> = {
  [`GET ${W}/ai-point-account/custom/check-account-points`]: async () => ({
    aiPointConfigRuleType: AI_POINT_RULE_TYPES[0],
  }),
  [`POST ${W}/course-class/mng/update`]: async () => ({
    serviceType: 1,
    aiToolSubTypes: ALL_SUB_TYPES,
    teacherIdList: [ids.teacherAccount],
  }),
  [`POST ${W}/course-class/mng/update-status`]: async () => ({ courseClassStatus: 10 }),
  [`POST ${W}/ai-tool-config/mng/edit`]: async () => ({
    toolList: AI_TOOL_TILE_TYPES.map((toolType) => ({ toolType, enabled: true })),
  }),
  [`POST ${W}/ai-draw-color/custom/add`]: async () => ({ prompt: '一只小猫' }),
  [`POST ${W}/student/custom/updateUsername`]: async () => ({ username: `mx${++serial}` }),
  [`POST ${W}/student/custom/transfer-join-class-student`]: async () => ({
    toClassId: ids.otherClass,
    studentIds: [await newPupil()],
  }),
  [`POST ${W}/student/custom/disable`]: async () => ({ studentIds: [await newPupil()] }),
  [`POST ${W}/student/custom/enable`]: async () => ({ studentIds: [await newPupil()] }),
  [`POST ${W}/student/custom/bind-class`]: async () => ({ studentIds: [await newPupil()] }),
  [`POST ${W}/student/mng/class-remove`]: async () => ({ studentId: await newPupil() }),
  [`POST ${W}/student/mng/batch-remove`]: async () => ({ studentIds: [await newPupil()] }),
  // The training project made last by resourceOf (its categories), a posture one.
  [`POST ${T}/class-project/add-samples`]: async () => ({
    samples: [{ categoryId: training.categoryIds[0], keypoints: KEYPOINTS }],
  }),
  [`POST ${T}/class-project/save-model`]: async () => ({ model: POSTURE_HEAD }),
  [`POST ${T}/class-project/create`]: async () => ({
    kind: 'posture',
    categories: POSTURE_HEAD.labels,
  }),
  [`POST ${T}/my-project/save`]: async () => SAVED_PROJECT,
  [`POST ${W}/ai-safety-pupil-control/custom/set`]: async () => ({
    classId: ids.class,
    studentId: await newPupil(),
  }),
  [`POST ${W}/ai-safety-alert/custom/close`]: async () => ({ note: '已和学生谈话' }),
};
let serial = 0;
const ALL_SUB_TYPES = [
  ...new Set([...Object.values(ToolType), ...Object.values(AI_TOOL_CLASS_SUB_TYPES).flat()]),
] as TToolType[];

let t: TTestApp;
let routes: TRoute[] = [];
const side = {} as Record<
  'pupilA' | 'teacherA' | 'managerA' | 'pupilB' | 'pupilOtherSchool' | 'teacherB',
  TCaller
>;
const ids = { school: 0, otherSchool: 0, class: 0, otherClass: 0, teacherAccount: 0 };
/** The training project resourceOf made last (add-samples needs its category ids). */
const training = { categoryIds: [] as string[] };
let pupilTemplate: Awaited<ReturnType<typeof preparePupils>>[number];

beforeAll(async () => {
  t = await createTestApp();
  // No job runs in the background: the owner side's generations stay queued, and nothing but
  // the calls under test writes (the refused ones must write nothing).
  await t.app.jobs.stop();
  await t.app.fileTasks.jobs.stop();
  const collected: RouteOptions[] = [];
  const app = await buildApp({
    config: t.config,
    database: t.database,
    serveApps: false,
    logger: false,
    onRoute: (route) => collected.push(route),
  });
  await app.ready();
  await app.close();
  routes = collected
    .filter((r) => r.url.startsWith('/api/v1') && !r.url.includes(':'))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST')
        .map((method) => {
          const config = r.config as { access?: TAccess; owner?: TOwner };
          return {
            method,
            url: r.url,
            access: config.access ?? 'public',
            owner: config.owner,
            input: (method === 'GET' ? r.schema?.querystring : r.schema?.body) as
              ZodType | undefined,
          };
        }),
    );

  const schools = await schoolIds(t);
  ids.school = schools.primary;
  ids.otherSchool = schools.middle;
  ids.class = (await classByCode(t, 'AI3001')).id;
  ids.otherClass = (await classByCode(t, 'AI4001')).id;
  // Class A carries every AI tool (agents too), so each tool's routes reach their class check.
  await t.database.db
    .update(courseClasses)
    .set({
      aiToolSubTypes: ALL_SUB_TYPES,
    })
    .where(eq(courseClasses.id, ids.class));
  pupilTemplate = (
    await preparePupils([{ name: '矩阵学生', username: 'mx0', password: 'Matrix1234' }])
  )[0]!;
  side.pupilA = await studentCaller(t, 'ai3001s01', schools.primary);
  side.teacherA = await teacherCaller(t, '13800000002', schools.primary);
  const [teacherRow] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobile, '13800000002'), eq(accounts.schoolId, schools.primary)));
  ids.teacherAccount = teacherRow!.id;
  side.pupilB = await studentCaller(t, 'stu002', schools.primary);
  side.teacherB = await newTeacher(t, {
    mobile: '13811118888',
    name: '外校老师',
    schoolId: schools.middle,
    role: TeacherRoleType.SCHOOL_MANAGER,
  });
  side.managerA = await newTeacher(t, {
    mobile: '13811117777',
    name: '校管理员',
    schoolId: schools.primary,
    role: TeacherRoleType.SCHOOL_MANAGER,
  });
  // A pupil of the other school only (AI7001).
  const [prepared] = await preparePupils([
    { name: '外校学生', username: 'matrix7001', password: 'Matrix7001' },
  ]);
  const { accountId } = await insertPupil(t.database.db, null, prepared!, schools.middle);
  await t.database.db
    .insert(classStudents)
    .values({ classId: (await classByCode(t, 'AI7001')).id, accountId });
  side.pupilOtherSchool = await studentCaller(t, 'matrix7001', schools.middle);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A minimal valid value of a JSON schema (the route's zod schema, as input). */
function sample(schema: Record<string, unknown>, name = ''): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const choices = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (choices) return sample(choices.find((c) => c.type !== 'null') ?? choices[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return false;
    case 'string': {
      if (/mobile/i.test(name)) return '13812345678';
      if (schema.format === 'date' || /Date$/.test(name)) return '2030-01-01';
      const min = Number(schema.minLength ?? 1);
      return '矩阵'.padEnd(Math.max(min, 2), '阵');
    }
    case 'array': {
      const items = (schema.items ?? {}) as Record<string, unknown>;
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(items, name));
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sample(props[key] ?? {}, key)]));
    }
    default:
      return null;
  }
}

function fieldsOf(route: TRoute): string[] {
  if (!route.input) return [];
  const json = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** A route's rules: one, several (a field naming one of several kinds), or none. */
function rulesOf(owner: TOwner | undefined): readonly TOwnerRule[] {
  if (!owner || owner === 'none') return [];
  return 'kind' in owner ? [owner] : owner;
}

async function inputFor(route: TRoute, rule: TOwnerRule, id: number | string) {
  const json = route.input
    ? (z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >)
    : {};
  const base = (sample(json) ?? {}) as Record<string, unknown>;
  const field = rule.at.split('.')[1]!;
  const props = (json.properties ?? {}) as Record<string, { type?: string }>;
  const value = props[field]?.type === 'array' ? [id] : id;
  const extra = await INPUT[`${route.method} ${route.url}`]?.();
  return { ...base, ...extra, [field]: value } as Record<string, unknown>;
}

/** Resources of class A (made fresh where the owner's call could use them up). */
async function resourceOf(kind: TOwnedKind): Promise<number | string> {
  switch (kind) {
    case 'class':
      return ids.class;
    case 'school':
      return ids.school;
    case 'pupil':
      return newPupil();
    case 'teacher-account':
      return (
        await newTeacher(t, {
          mobile: `1381111${String(++serial).padStart(4, '0')}`,
          name: '矩阵老师',
          schoolId: ids.school,
        })
      ).accountId;
    case 'work':
      return newWork();
    case 'agent':
      return newAgent();
    case 'conversation':
      return newConversation(await newAgent());
    case 'training-project':
      return newTrainingProject();
    case 'training-sample':
      return newTrainingSample(await newTrainingProject());
    case 'saved-training-project':
      return newSavedTrainingProject();
    case 'safety-alert':
      return newAlert();
    case 'training-model:class':
      return `class:${await newTrainingProject()}`;
    case 'training-model:saved':
      return `saved:${await newSavedTrainingProject()}`;
    default:
      return newGeneration(kind.slice('generation:'.length) as TAiTool);
  }
}

/** A new pupil of class A (its account id): routes that change or remove pupils get their own. */
async function newPupil(): Promise<number> {
  const { accountId } = await insertPupil(
    t.database.db,
    null,
    { ...pupilTemplate, username: `mx${++serial}` },
    ids.school,
  );
  await t.database.db.insert(classStudents).values({ classId: ids.class, accountId });
  return accountId;
}

async function created(res: { status: number; body: { message: string; data: unknown } }) {
  if (res.status !== 200) throw new Error(`fixture: ${res.status} ${res.body.message}`);
  const data = res.body.data as { id?: number; job?: { id: number } };
  return data.id ?? data.job!.id;
}

async function newWork(): Promise<number> {
  return created(
    await t.api.post(
      `${W}/works/custom/add`,
      {
        worksName: '矩阵作品',
        worksClassId: ids.class,
        worksPageList: [{ text: '第一页' }],
      },
      side.pupilA.opts(),
    ),
  );
}

async function newAgent(): Promise<number> {
  return created(
    await t.api.post(
      `${W}/ai-agent-config/custom/add`,
      { title: '矩阵助手', prompt: '你是助手', classId: ids.class },
      side.pupilA.opts(),
    ),
  );
}

async function newConversation(agentConfigId: number): Promise<number> {
  const res = await t.api.post<{ conversationId?: number; id?: number }>(
    `${W}/ai-agent-conversation/custom/init`,
    { agentConfigId, classId: ids.class },
    side.pupilA.opts(),
  );
  if (res.status !== 200) throw new Error(`fixture: ${res.status} ${res.body.message}`);
  return res.body.data.conversationId ?? res.body.data.id!;
}

/**
 * A posture project of class A opened by its teacher, with a saved model (so the model routes
 * have one to answer). Fresh each time: closing and deleting use theirs up; a class keeps at
 * most 10 open, and the test makes 9.
 */
async function newTrainingProject(): Promise<number> {
  const res = await t.api.post<{ id: number; categories: { id: string }[] }>(
    `${T}/class-project/create`,
    { classId: ids.class, kind: 'posture', name: '矩阵项目', categories: POSTURE_HEAD.labels },
    side.teacherA.opts(),
  );
  const id = await created(res);
  training.categoryIds = res.body.data.categories.map((c) => c.id);
  await created(
    await t.api.post(
      `${T}/class-project/save-model`,
      { projectId: id, model: POSTURE_HEAD },
      side.teacherA.opts(),
    ),
  );
  return id;
}

/** Pupil A's sample in a project of class A. */
async function newTrainingSample(projectId: number): Promise<number> {
  const added = await t.api.post(
    `${T}/class-project/add-samples`,
    { projectId, samples: [{ categoryId: training.categoryIds[0], keypoints: KEYPOINTS }] },
    side.pupilA.opts(),
  );
  if (added.status !== 200) throw new Error(`fixture: ${added.status} ${added.body.message}`);
  const detail = await t.api.get<{ samples: { id: number; mine: boolean }[] }>(
    `${T}/class-project/detail`,
    { id: projectId },
    side.pupilA.opts(),
  );
  return detail.body.data.samples.find((s) => s.mine)!.id;
}

/** Pupil A's own saved training project (with a model): pupil A alone owns it. */
async function newSavedTrainingProject(): Promise<number> {
  return created(await t.api.post(`${T}/my-project/save`, SAVED_PROJECT, side.pupilA.opts()));
}

/** An open alert about pupil A in class A. */
async function newAlert(): Promise<number> {
  const [row] = await t.database.db
    .insert(safetyAlerts)
    .values({
      schoolId: ids.school,
      classId: ids.class,
      accountId: await newPupil(),
      tool: 'chat',
      kind: 'self-harm',
      severity: 'critical',
      message: '矩阵',
    })
    .returning({ id: safetyAlerts.id });
  return row!.id;
}

/** A finished generation of pupil A in class A (a row as the worker leaves a failed job). */
async function newGeneration(tool: TAiTool): Promise<number> {
  const db = t.database.db;
  const [account] = await db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.username, 'ai3001s01'), eq(accounts.accountType, AccountType.STUDENT)));
  const [row] = await db
    .insert(aiGenerations)
    .values({
      tool,
      ruleType: AI_TOOL_RULE_TYPES[tool],
      userId: account!.userId,
      accountId: account!.id,
      accountType: AccountType.STUDENT,
      schoolId: ids.school,
      classId: ids.class,
      prompt: '一只小猫',
      options: {},
      seed: 1,
      status: JobStatus.FAILED,
      errorMessage: '矩阵',
      finishedAt: new Date(),
    })
    .returning({ id: aiGenerations.id });
  return row!.id;
}

const callerOf: Record<TSide, TCaller> = {
  get student() {
    return side.pupilA;
  },
  get teacher() {
    return side.teacherA;
  },
  get manager() {
    return side.managerA;
  },
};

/** A list answer with no rows (every array empty, total 0), or a spreadsheet with only its header. */
async function holdsNothing(res: TEnvelopeResponse): Promise<boolean> {
  if (!String(res.raw.headers['content-type']).includes('json')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    return book.worksheets.every((sheet) => sheet.actualRowCount <= 1);
  }
  const empty = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.length === 0
      : value !== null && typeof value === 'object'
        ? Object.entries(value).every(([key, v]) => (key === 'total' ? v === 0 : empty(v)))
        : true;
  return empty(res.body.data);
}

/**
 * The next transaction id: one is handed out only to a transaction that writes or locks rows.
 * committedSince says whether any handed out since `mark` committed (a refused call may lock a
 * row and roll back, but must leave nothing written).
 */
async function writeMark(): Promise<bigint> {
  const result = (await t.database.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  )) as unknown as { rows: { mark: string }[] };
  return BigInt(result.rows[0]!.mark);
}

async function committedSince(mark: bigint): Promise<boolean> {
  // Transaction ids are the whole cluster's: on a shared PostgreSQL server other databases
  // hand them out too, so this is checked on the embedded database only (the same code).
  if (t.database.driver !== 'pglite') return false;
  const now = await writeMark();
  if (now === mark) return false;
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from generate_series(${String(mark)}::bigint, ${String(now - 1n)}::bigint) as x
        where pg_xact_status(x::text::xid8) = 'committed'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n) > 0;
}

async function call(route: TRoute, input: Record<string, unknown>, who: TCaller) {
  return route.method === 'GET'
    ? t.api.get(route.url, input as TQuery, who.opts())
    : t.api.post(route.url, input, who.opts());
}

describe('authorisation matrix: another class, another school', () => {
  it('has an owner entry on every route a pupil or teacher calls with a resource id', () => {
    const missing = routes
      .filter((r) => ADMITS[r.access].length > 0 && r.owner === undefined)
      .filter((r) => fieldsOf(r).some((f) => ID_FIELD.test(f)))
      .map(
        (r) =>
          `${r.method} ${r.url} (${fieldsOf(r)
            .filter((f) => ID_FIELD.test(f))
            .join(', ')})`,
      );
    expect(missing).toEqual([]);
  });

  it('lets class A in and keeps the other class and the other school out', async () => {
    const wrong: string[] = [];
    for (const route of routes)
      for (const rule of rulesOf(route.owner)) {
        const admits = ADMITS[route.access];
        const input = await inputFor(route, rule, await resourceOf(rule.kind));
        const label = `${route.method} ${route.url} [${rule.kind} ${rule.at}]`;
        const others: [string, TRole, TCaller][] = [];
        if (admits.includes('student'))
          others.push(
            rule.kind === 'school'
              ? ['pupil of another school', 'student', side.pupilOtherSchool]
              : ["another class's pupil", 'student', side.pupilB],
          );
        if (admits.includes('teacher'))
          others.push(["another school's manager", 'teacher', side.teacherB]);
        const written = await writeMark();
        for (const [who, role, caller] of others) {
          const deny = typeof rule.deny === 'object' ? rule.deny[role] : rule.deny;
          const res = await call(route, input, caller);
          const refused =
            deny === 'empty'
              ? res.status === 200 && (await holdsNothing(res))
              : res.status === deny;
          if (!refused)
            wrong.push(`${label} as ${who} → ${res.status} ${res.body.message}, expected ${deny}`);
        }
        if (await committedSince(written)) wrong.push(`${label}: a refused call wrote`);
        for (const role of rule.pass ?? admits) {
          const res = await call(route, input, callerOf[role]);
          if ([401, 403, 404].includes(res.status) || res.status >= 500)
            wrong.push(`${label} as class A's ${role} → ${res.status} ${res.body.message}`);
        }
      }
    expect(wrong).toEqual([]);
  }, 120_000);
});
