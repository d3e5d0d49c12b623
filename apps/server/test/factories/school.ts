import {
  AccountType,
  ClassStatus,
  ServiceType,
  StaffType,
  ToolType,
  type TClassStatus,
  type TServiceType,
  type TStaffType,
  type TToolType,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { courseClasses, schools, semesters, staffMembers } from '../../src/db/schema';
import { addClassStudent, addClassTeacher, createClass } from '../../src/modules/classes';
import { createSession, createUser, ensureAccount } from '../../src/modules/identity';
import type { TCallOptions, TTestApp } from '../helpers/test-app';
import type { TCaller } from './classes';

/**
 * Factories for tests on an empty database (`createTestApp({ demo: false })`): each makes only
 * the rows a test asks for, through the domains' own services (people, accounts, classes) or
 * one insert (schools, semesters), and signs people in directly (a session, no password, no
 * sign-in call), so a test pays for what it uses and not for the whole demo set.
 *
 * A made person has the shape of the works tests' TPerson (name, userId, token, headers,
 * accountId), so the works fixtures' `as()` and `upload()` take them.
 */
export interface TMadePerson {
  name: string;
  userId: number;
  token: string;
  /** The tenancy headers of the wire contract (account type and school for learners). */
  headers: Record<string, string>;
  /** The account in the person's school (learners); null for staff. */
  accountId: number | null;
}

export interface TMadeClass {
  id: number;
  classCode: string;
  schoolId: number;
  semesterId: number;
  teachers: TMadePerson[];
  pupils: TMadePerson[];
}

let sequence = 0;
/** A number unique in this test process (names, mobiles and codes of made rows). */
const next = () => ++sequence;

/** Call options of a made person (token and headers), like the works fixtures' `as()`. */
export const callAs = (person: TMadePerson): TCallOptions => ({
  token: person.token,
  headers: person.headers,
});

/** A made person as the class tests' callers (`caller.opts()`), in their own school. */
export const asCaller = (person: TMadePerson): TCaller => ({
  token: person.token,
  opts: () => callAs(person),
});

export async function makeSchool(t: TTestApp, name = `测试学校${next()}`): Promise<number> {
  const [row] = await t.database.db.insert(schools).values({ name }).returning({ id: schools.id });
  return row!.id;
}

/** A semester; not the current one unless asked (only one may be: see currentSemester). */
export async function makeSemester(
  t: TTestApp,
  input: { name?: string; current?: boolean; startDate?: string; endDate?: string } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(semesters)
    .values({
      name: input.name ?? `测试学期${next()}`,
      startDate: input.startDate ?? '2026-09-01',
      endDate: input.endDate ?? '2027-01-31',
      currentSemester: input.current ?? false,
    })
    .returning({ id: semesters.id });
  return row!.id;
}

async function signIn(
  t: TTestApp,
  name: string,
  userId: number,
  accountType: typeof AccountType.TEACHER | typeof AccountType.STUDENT,
  schoolId: number,
  accountId: number,
): Promise<TMadePerson> {
  const session = await createSession(t.database.db, { userId, audience: 'learner', accountType });
  return {
    name,
    userId,
    token: session.token,
    headers: { 'accounts-info': String(accountType), 'tenant-info': String(schoolId) },
    accountId,
  };
}

/** The current semester (only one may be), made when there is none. */
export async function currentSemester(t: TTestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: semesters.id })
    .from(semesters)
    .where(eq(semesters.currentSemester, true))
    .limit(1);
  return row?.id ?? makeSemester(t, { current: true });
}

/** A signed-in teacher of a school (no class yet; see makeClass). */
export async function makeTeacher(
  t: TTestApp,
  input: { schoolId: number; name?: string; mobile?: string },
): Promise<TMadePerson> {
  const db = t.database.db;
  const n = next();
  const name = input.name ?? `测试老师${n}`;
  const userId = await createUser(db, {
    name,
    mobile: input.mobile ?? `1380100${String(n).padStart(4, '0')}`,
    password: null,
  });
  const accountId = await ensureAccount(db, {
    userId,
    schoolId: input.schoolId,
    accountType: AccountType.TEACHER,
    name,
  });
  return signIn(t, name, userId, AccountType.TEACHER, input.schoolId, accountId);
}

/** A signed-in pupil of a school (no class yet; see makeClass). */
export async function makePupil(
  t: TTestApp,
  input: { schoolId: number; name?: string; username?: string },
): Promise<TMadePerson> {
  const db = t.database.db;
  const n = next();
  const name = input.name ?? `测试学生${n}`;
  const userId = await createUser(db, {
    name,
    username: input.username ?? `pupil${n}`,
    password: null,
  });
  const accountId = await ensureAccount(db, {
    userId,
    schoolId: input.schoolId,
    accountType: AccountType.STUDENT,
    name,
  });
  return signIn(t, name, userId, AccountType.STUDENT, input.schoolId, accountId);
}

/** A signed-in back-office person: the super administrator unless told otherwise. */
export async function makeStaff(
  t: TTestApp,
  input: { staffType?: TStaffType; schoolId?: number; name?: string } = {},
): Promise<TMadePerson> {
  const db = t.database.db;
  const name = input.name ?? `测试管理员${next()}`;
  const userId = await createUser(db, { name, password: null });
  await db.insert(staffMembers).values({
    userId,
    staffType: input.staffType ?? StaffType.SUPER_ADMIN,
    schoolId: input.schoolId ?? null,
  });
  const session = await createSession(db, { userId, audience: 'staff', accountType: null });
  return { name, userId, token: session.token, headers: {}, accountId: null };
}

/**
 * A class in session with its teachers and pupils (made in the class's school unless given):
 * by default one teacher and one pupil, a fanbook class with every AI tool. Makes the school
 * and takes the current semester (made if missing) when none is given.
 */
export async function makeClass(
  t: TTestApp,
  input: {
    schoolId?: number;
    semesterId?: number;
    name?: string;
    classCode?: string;
    status?: TClassStatus;
    serviceType?: TServiceType;
    aiToolTypes?: TServiceType[];
    aiToolSubTypes?: TToolType[];
    /** How many teachers to make, or the teachers (of this school) to add. */
    teachers?: number | TMadePerson[];
    /** How many pupils to make, or the pupils (of this school) to add. */
    pupils?: number | TMadePerson[];
  } = {},
): Promise<TMadeClass> {
  const db = t.database.db;
  const schoolId = input.schoolId ?? (await makeSchool(t));
  const semesterId = input.semesterId ?? (await currentSemester(t));
  const serviceType = input.serviceType ?? ServiceType.FANBOOK;
  const classInput: Parameters<typeof createClass>[1] = {
    schoolId,
    semesterId,
    courseClassName: input.name ?? `测试班级${next()}`,
    courseClassStatus: input.status ?? ClassStatus.IN_SESSION,
    ...(input.classCode !== undefined ? { classCode: input.classCode } : {}),
    serviceType,
    aiToolTypes: input.aiToolTypes ?? [serviceType],
    aiToolSubTypes: input.aiToolSubTypes ?? Object.values(ToolType),
  };
  const id = await createClass(db, classInput);
  const [row] = await db
    .select({ classCode: courseClasses.classCode })
    .from(courseClasses)
    .where(eq(courseClasses.id, id));

  const people = async (
    given: number | TMadePerson[] | undefined,
    fallback: number,
    make: () => Promise<TMadePerson>,
  ) => {
    if (Array.isArray(given)) return given;
    const made: TMadePerson[] = [];
    for (let i = 0; i < (given ?? fallback); i++) made.push(await make());
    return made;
  };
  const teachers = await people(input.teachers, 1, () => makeTeacher(t, { schoolId }));
  const pupils = await people(input.pupils, 1, () => makePupil(t, { schoolId }));
  for (const teacher of teachers) await addClassTeacher(db, id, teacher.accountId!);
  for (const pupil of pupils) await addClassStudent(db, id, pupil.accountId!);
  return { id, classCode: row!.classCode, schoolId, semesterId, teachers, pupils };
}
