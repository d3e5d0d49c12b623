import { AccountType, StaffType, type TWorksCard, type TWorksDetail } from '@haoduo/contract';
import { staffMembers } from '../../src/db/schema';
import type { TTestApp } from '../helpers/test-app';
import {
  as,
  picture,
  upload,
  type UploadData,
} from '../../src/modules/media/testing/media-fixtures';
import { addClassTeacher, findClassByCode } from '../../src/modules/classes';
import {
  createSession,
  createUser,
  ensureAccount,
  findAccountsOfUser,
  findUserByMobile,
  findUserByUsername,
} from '../../src/modules/identity';

/**
 * The people of the works tests, signed in: the demo pupils and teachers, plus a teacher of
 * the other school and a school manager of the other school, made here.
 */
export interface TPerson {
  name: string;
  userId: number;
  token: string;
  headers: Record<string, string>;
  /** The account id in the active school (learners). */
  accountId: number | null;
}

export interface TCast {
  author: TPerson; // 张小明 stu001, AI3001 (school 1)
  pupil: TPerson; // 李小红 stu002, another class of school 1
  teacher: TPerson; // 李老师, teaches AI3001: the author's teacher
  otherTeacher: TPerson; // 赵老师, school 1, teaches no class of the author
  foreignTeacher: TPerson; // 周老师, school 2 only (teaches AI7001)
  staff: TPerson; // admin, super administrator
  foreignManager: TPerson; // school manager of school 2
}

async function learner(
  t: TTestApp,
  name: string,
  userId: number,
  accountType: 1 | 2,
  schoolId: number,
): Promise<TPerson> {
  const session = await createSession(t.database.db, { userId, audience: 'learner', accountType });
  const accounts = await findAccountsOfUser(t.database.db, userId, accountType);
  const account = accounts.find((a) => a.schoolId === schoolId)!;
  return {
    name,
    userId,
    token: session.token,
    headers: { 'accounts-info': String(accountType), 'tenant-info': String(schoolId) },
    accountId: account.accountId,
  };
}

async function staffPerson(t: TTestApp, name: string, userId: number): Promise<TPerson> {
  const session = await createSession(t.database.db, {
    userId,
    audience: 'staff',
    accountType: null,
  });
  return { name, userId, token: session.token, headers: {}, accountId: null };
}

export async function castOf(t: TTestApp): Promise<TCast> {
  const db = t.database.db;
  const ai3001 = (await findClassByCode(db, 'AI3001'))!;
  const ai7001 = (await findClassByCode(db, 'AI7001'))!;
  const school1 = ai3001.schoolId;
  const school2 = ai7001.schoolId;
  const user = async (username: string) => (await findUserByUsername(db, username))!.id;
  const mobile = async (m: string) => (await findUserByMobile(db, m))!.id;

  const foreignId = await createUser(db, { name: '周老师', mobile: '13800000099', password: null });
  const foreignAccount = await ensureAccount(db, {
    userId: foreignId,
    schoolId: school2,
    accountType: AccountType.TEACHER,
    name: '周老师',
  });
  await addClassTeacher(db, ai7001.id, foreignAccount);
  const managerId = await createUser(db, {
    name: '二校管理员',
    username: 'manager2',
    password: null,
  });
  await db
    .insert(staffMembers)
    .values({ userId: managerId, staffType: StaffType.SCHOOL_MANAGER, schoolId: school2 });

  return {
    author: await learner(t, '张小明', await user('stu001'), 2, school1),
    pupil: await learner(t, '李小红', await user('stu002'), 2, school1),
    teacher: await learner(t, '李老师', await mobile('13800000002'), 1, school1),
    otherTeacher: await learner(t, '赵老师', await mobile('13800000003'), 1, school1),
    foreignTeacher: await learner(t, '周老师', foreignId, 1, school2),
    staff: await staffPerson(t, 'admin', (await user('admin'))!),
    foreignManager: await staffPerson(t, '二校管理员', managerId),
  };
}

export {
  as,
  picture,
  stored,
  upload,
  type UploadData,
} from '../../src/modules/media/testing/media-fixtures';

const WORKS = '/api/v1/works-service/works';

/** The ids a works-index search finds (anonymous, first page). */
export async function searchIds(
  t: TTestApp,
  keyword: string,
  extra: Record<string, string | number> = {},
): Promise<number[]> {
  const res = await t.api.get<{ list: TWorksCard[]; total: number }>(
    `${WORKS}/custom/works-index`,
    { keyword, ...extra },
  );
  if (res.status !== 200) throw new Error(`works-index answered ${res.status}`);
  return res.body.data.list.map((w) => w.id);
}

/** A picture book of `pages` uploaded pictures, made by `author` (not yet submitted). */
export async function makeBook(t: TTestApp, author: TPerson, name: string, pages = 3) {
  const files: UploadData[] = [];
  for (let i = 0; i < pages; i++) files.push((await upload(t, author, await picture())).body.data);
  const add = await t.api.post<{ id: number }>(
    `${WORKS}/custom/add`,
    {
      worksName: name,
      worksCoverPic: files[0]!.url,
      worksIntro: '一本关于好奇心的绘本',
      worksPageList: files.map((f, i) => ({ picUrl: f.url, text: `第${i + 1}页` })),
    },
    as(author),
  );
  if (add.status !== 200) throw new Error(`works add answered ${add.status}: ${add.body.message}`);
  return { id: add.body.data.id, files };
}

/** A work's detail as `who` sees it. */
export const workDetail = (t: TTestApp, id: number, who: TPerson) =>
  t.api.get<TWorksDetail>(`${WORKS}/custom/detail`, { id }, as(who));
