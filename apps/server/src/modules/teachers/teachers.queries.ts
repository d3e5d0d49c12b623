import { type TTeacherRow } from '@haoduo/contract';
import { pageWindow } from '../../platform/http/paging';
import type { TDb } from '../../platform/db/database';
import { classCountsOfTeachers, likePattern } from '../classes';
import {
  findTeacherAccount as findAccount,
  queryTeacherAccounts,
  type TTeacherAccount,
  type TTeacherAccountFilter,
} from '../identity';

export interface TTeacherFilter {
  schoolIds: number[] | 'all';
  schoolId?: number;
  keyword?: string;
  status?: number;
  teacherRoleType?: number;
}

type TTeacherSelectRow = TTeacherAccount & { classCount: number };

function accountFilter(filter: TTeacherFilter): TTeacherAccountFilter {
  const { keyword, ...rest } = filter;
  return keyword ? { ...rest, keywordPattern: likePattern(keyword) } : rest;
}

/** The teacher accounts with how many classes each teaches (one query for all). */
async function withClassCounts(db: TDb, rows: TTeacherAccount[]): Promise<TTeacherSelectRow[]> {
  const counts = await classCountsOfTeachers(
    db,
    rows.map((row) => row.worksTeacherId),
  );
  return rows.map((row) => ({ ...row, classCount: counts.get(row.worksTeacherId) ?? 0 }));
}

export function presentTeacher(row: TTeacherSelectRow): TTeacherRow {
  return {
    worksTeacherId: row.worksTeacherId,
    name: row.name,
    mobile: row.mobile,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    teacherRoleType: row.teacherRoleType ?? 1,
    status: row.status,
    classCount: Number(row.classCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTeacherAccount(db: TDb, accountId: number) {
  const row = await findAccount(db, accountId);
  if (!row) return null;
  const [withCount] = await withClassCounts(db, [row]);
  return withCount!;
}

export async function queryTeachers(
  db: TDb,
  filter: TTeacherFilter,
  page: { currentPage: number; pageSize: number },
) {
  const { rows, total } = await queryTeacherAccounts(db, accountFilter(filter), pageWindow(page));
  return { list: (await withClassCounts(db, rows)).map(presentTeacher), total };
}
