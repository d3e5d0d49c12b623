import {
  CLASS_STATUS_LABELS,
  FileTaskTag,
  STUDENT_CREATE_MODE_LABELS,
  ZClassMngFilter,
  ZStudentMngFilter,
  type TClassStatus,
  type TStudentCreateMode,
} from '@haoduo/contract';
import type { z } from 'zod';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { queryClasses } from './classes.mng-queries';
import { assertNotStudent, assertSchoolVisible, resolveClassActor } from './classes.policy';
import { queryStudents } from './students.queries';
import { studentScopeOf } from './students.scope';

/** The class and pupil exports of the back office, run as file tasks. */

const PAGE = 500;

async function actorOf(db: TDb, auth: TAuth) {
  const actor = await resolveClassActor(db, auth);
  assertNotStudent(actor);
  return actor;
}

type TClassFilter = z.output<typeof ZClassMngFilter>;

export const classesExport = defineExport({
  tag: FileTaskTag.CLASSES_EXPORT,
  permission: 'class:export',
  fileName: () => `课班列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '课班列表',
  parse: parseWith(ZClassMngFilter),
  authorize: async (db, auth, params: TClassFilter) => {
    assertSchoolVisible(await actorOf(db, auth), params.schoolId);
  },
  count: async (db, auth, params: TClassFilter) =>
    (await queryClasses(db, await actorOf(db, auth), { ...params, currentPage: 1, pageSize: 1 }))
      .total,
  pages: (db, auth, params: TClassFilter) =>
    pagedRows(async (limit, offset) => {
      const actor = await actorOf(db, auth);
      const page = offset / PAGE + 1;
      return (await queryClasses(db, actor, { ...params, currentPage: page, pageSize: limit }))
        .list;
    }, PAGE),
  columns: [
    { header: '课班名称', width: 24, value: (r) => r.courseClassName },
    { header: '班级码', width: 12, value: (r) => r.classCode },
    {
      header: '状态',
      width: 10,
      value: (r) => CLASS_STATUS_LABELS[r.courseClassStatus as TClassStatus] ?? '',
    },
    { header: '学校', width: 24, value: (r) => r.schoolName },
    { header: '学期', width: 16, value: (r) => r.platformSemesterName },
    { header: '授课老师', width: 20, value: (r) => r.teacherList.map((t) => t.name).join('、') },
    { header: '学生人数', width: 10, value: (r) => r.studentCount },
    { header: '人数上限', width: 10, value: (r) => r.limitStudentSize },
    { header: '有效期至', width: 12, value: (r) => r.effectiveEndDate },
    {
      header: '账号创建方式',
      width: 20,
      value: (r) => STUDENT_CREATE_MODE_LABELS[r.studentCreateModeType as TStudentCreateMode] ?? '',
    },
    { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
  ],
});

type TStudentFilter = z.output<typeof ZStudentMngFilter>;

export const studentsExport = defineExport({
  tag: FileTaskTag.STUDENTS_EXPORT,
  permission: 'student:export',
  fileName: () => `学生列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '学生列表',
  parse: parseWith(ZStudentMngFilter),
  authorize: async (db, auth, params: TStudentFilter) => {
    studentScopeOf(await actorOf(db, auth), params);
  },
  count: async (db, auth, params: TStudentFilter) =>
    (
      await queryStudents(db, studentScopeOf(await actorOf(db, auth), params), {
        currentPage: 1,
        pageSize: 1,
      })
    ).total,
  pages: (db, auth, params: TStudentFilter) =>
    pagedRows(async (limit, offset) => {
      const filter = studentScopeOf(await actorOf(db, auth), params);
      return (await queryStudents(db, filter, { currentPage: offset / PAGE + 1, pageSize: limit }))
        .list;
    }, PAGE),
  columns: [
    { header: '姓名', value: (r) => r.name },
    { header: '登录名', value: (r) => r.username },
    { header: '学校', width: 24, value: (r) => r.schoolName },
    {
      header: '课班',
      width: 30,
      value: (r) => r.classList.map((c) => c.courseClassName).join('、'),
    },
    { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
  ],
});
