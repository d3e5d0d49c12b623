import type { TClassListItem, TClassMngRow } from '@haoduo/contract';
import type { TClassRow } from './classes.queries';
import { todayInShanghai } from '../../platform/china-time';
import { openSubTypes, usableProblem } from './class-rules';

export interface TLearnerClassContext {
  /** Tools the class's school has opened. */
  schoolOpen: ReadonlySet<number>;
  /** Teachers see the class code and the pupil count. */
  forTeacher: boolean;
  studentCount: number;
  today?: string;
}

/**
 * A class for the learner screens. Tool types are those the class carries AND its school
 * has opened; availableAi says whether its pupils can use AI now.
 */
export function presentLearnerClass(row: TClassRow, ctx: TLearnerClassContext): TClassListItem {
  const subTypes = openSubTypes(row.aiToolSubTypes, ctx.schoolOpen);
  const today = ctx.today ?? todayInShanghai();
  return {
    id: row.id,
    worksCourseClassId: row.id,
    courseClassName: row.courseClassName,
    courseClassStatus: row.courseClassStatus,
    platformSemesterId: row.semesterId,
    platformSemesterName: row.semesterName,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    aiToolTypes: row.aiToolTypes,
    aiToolSubTypes: subTypes,
    availableAi: row.availableAi === 1 && subTypes.length > 0 && usableProblem(row, today) === null,
    effectiveEndDate: row.effectiveEndDate,
    hasInviteCode: Boolean(row.fanbookInviteCode),
    classCode: ctx.forTeacher ? row.classCode : null,
    studentCount: ctx.forTeacher ? ctx.studentCount : null,
    limitStudentSize: row.limitStudentSize,
    studentCreateModeType: row.studentCreateModeType,
  };
}

export function presentMngClass(
  row: TClassRow,
  teachers: { accountId: number; name: string }[],
  studentCount: number,
): TClassMngRow {
  return {
    id: row.id,
    courseClassName: row.courseClassName,
    courseClassStatus: row.courseClassStatus,
    classCode: row.classCode,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    semesterId: row.semesterId,
    platformSemesterName: row.semesterName,
    serviceType: row.serviceType,
    aiToolTypes: row.aiToolTypes,
    aiToolSubTypes: row.aiToolSubTypes,
    availableAi: row.availableAi === 1,
    effectiveEndDate: row.effectiveEndDate,
    fanbookIdCode: row.fanbookIdCode,
    fanbookInviteCode: row.fanbookInviteCode,
    limitStudentSize: row.limitStudentSize,
    limitStudentType: row.limitStudentType,
    mallCourseId: row.mallCourseId,
    studentCreateModeType: row.studentCreateModeType,
    teacherIdList: teachers.map((t) => t.accountId),
    teacherList: teachers.map((t) => ({ worksTeacherId: t.accountId, name: t.name })),
    studentCount,
    createdAt: row.createdAt.toISOString(),
  };
}
