import { and, eq } from 'drizzle-orm';
import {
  canTransitionClassStatus,
  CLASS_STATUS_LABELS,
  ClassMessages,
  formatMessage,
  type TClassCreateBody,
  type TClassStatus,
  type TClassUpdateBody,
  type TServiceType,
  type TStudentCreateMode,
  type TToolType,
} from '@haoduo/contract';
import { classTeachers, courseClasses } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { enabledTeacherAccountIdsInSchool } from '../identity';
import { semesterExists } from '../semesters';
import { serviceTypesOf } from './class-rules';
import { assertOnClass, assertOnSchool, type TClassActor } from './classes.policy';
import { findClassById, findSchoolById, type TClassRow } from './classes.queries';
import { insertClass, resetClassCode } from './classes.service';

/** The management writes on classes: create, update, status, end date, mode, code. */

export async function loadClassFor(
  db: TDb,
  actor: TClassActor,
  classId: number,
  level: 'view' | 'teach' | 'administer',
): Promise<TClassRow> {
  const cls = await findClassById(db, classId);
  if (!cls) throw notFound(ClassMessages.CLASS_NOT_FOUND);
  await assertOnClass(db, actor, cls, level);
  return cls;
}

async function assertSemester(db: TDb, semesterId: number): Promise<void> {
  if (!(await semesterExists(db, semesterId))) {
    throw badRequest(ClassMessages.SEMESTER_NOT_FOUND, [
      { field: 'semesterId', message: ClassMessages.SEMESTER_NOT_FOUND },
    ]);
  }
}

/** Every id must be an active teacher account of the school. */
async function assertTeachers(db: TDb, schoolId: number, teacherIds: number[]): Promise<void> {
  const rows = await enabledTeacherAccountIdsInSchool(db, teacherIds, schoolId);
  if (rows.length !== teacherIds.length) {
    throw badRequest(ClassMessages.TEACHERS_INVALID, [
      { field: 'teacherIdList', message: ClassMessages.TEACHERS_INVALID },
    ]);
  }
}

type TClassFields = Omit<TClassUpdateBody, 'id'>;

function columnsOf(body: TClassFields) {
  return {
    semesterId: body.semesterId,
    courseClassName: body.courseClassName,
    // The contract admits only the enums' values.
    serviceType: body.serviceType as TServiceType,
    aiToolTypes: [
      ...new Set([
        ...(body.aiToolTypes ?? []),
        ...serviceTypesOf(body.aiToolSubTypes, body.serviceType),
      ]),
    ].sort((a, b) => a - b),
    aiToolSubTypes: body.aiToolSubTypes as TToolType[],
    availableAi: body.availableAi ? 1 : 0,
    limitStudentSize: body.limitStudentSize ?? null,
    limitStudentType: body.limitStudentType ?? null,
    effectiveEndDate: body.effectiveEndDate ?? null,
    studentCreateModeType: body.studentCreateModeType,
    fanbookInviteCode: body.fanbookInviteCode || null,
    fanbookIdCode: body.fanbookIdCode || null,
    mallCourseId: body.mallCourseId ?? null,
  };
}

export async function createClassByStaff(
  db: TDb,
  actor: TClassActor,
  body: TClassCreateBody,
): Promise<{ id: number; classCode: string }> {
  assertOnSchool(actor, body.schoolId, 'administer');
  if (!(await findSchoolById(db, body.schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
  await assertSemester(db, body.semesterId);
  await assertTeachers(db, body.schoolId, body.teacherIdList);
  return db.transaction(async (tx) => {
    const created = await insertClass(tx, {
      schoolId: body.schoolId,
      courseClassStatus: body.courseClassStatus,
      ...columnsOf(body),
      availableAi: body.availableAi,
    });
    await tx
      .insert(classTeachers)
      .values(body.teacherIdList.map((accountId) => ({ classId: created.id, accountId })));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.create',
      targetType: 'course_class',
      targetId: created.id,
      detail: { schoolId: body.schoolId, courseClassName: body.courseClassName },
    });
    return created;
  });
}

export async function updateClassByStaff(
  db: TDb,
  actor: TClassActor,
  body: TClassUpdateBody,
): Promise<void> {
  const cls = await loadClassFor(db, actor, body.id, 'administer');
  await assertSemester(db, body.semesterId);
  await assertTeachers(db, cls.schoolId, body.teacherIdList);
  await db.transaction(async (tx) => {
    await tx.update(courseClasses).set(columnsOf(body)).where(eq(courseClasses.id, cls.id));
    await tx.delete(classTeachers).where(eq(classTeachers.classId, cls.id));
    await tx
      .insert(classTeachers)
      .values(body.teacherIdList.map((accountId) => ({ classId: cls.id, accountId })));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.update',
      targetType: 'course_class',
      targetId: cls.id,
    });
  });
}

/** Status changes: 10→60|110, 110→60, 60→100, any→99; 99 is final. */
export async function changeClassStatus(
  db: TDb,
  actor: TClassActor,
  input: { id: number; courseClassStatus: number },
): Promise<void> {
  const cls = await loadClassFor(db, actor, input.id, 'administer');
  const from = cls.courseClassStatus as TClassStatus;
  const to = input.courseClassStatus as TClassStatus;
  if (!canTransitionClassStatus(from, to)) {
    throw badRequest(
      formatMessage(ClassMessages.CLASS_STATUS_TRANSITION, {
        from: CLASS_STATUS_LABELS[from] ?? String(from),
        to: CLASS_STATUS_LABELS[to] ?? String(to),
      }),
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(courseClasses)
      .set({ courseClassStatus: to })
      .where(and(eq(courseClasses.id, cls.id), eq(courseClasses.courseClassStatus, from)));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.status',
      targetType: 'course_class',
      targetId: cls.id,
      detail: { from, to },
    });
  });
}

export async function updateEffectiveEndDate(
  db: TDb,
  actor: TClassActor,
  input: { id: number; effectiveEndDate: string | null },
): Promise<void> {
  const cls = await loadClassFor(db, actor, input.id, 'teach');
  await db
    .update(courseClasses)
    .set({ effectiveEndDate: input.effectiveEndDate })
    .where(eq(courseClasses.id, cls.id));
}

export async function updateStudentCreateMode(
  db: TDb,
  actor: TClassActor,
  input: { id: number; studentCreateModeType: TStudentCreateMode },
): Promise<void> {
  const cls = await loadClassFor(db, actor, input.id, 'teach');
  await db
    .update(courseClasses)
    .set({ studentCreateModeType: input.studentCreateModeType })
    .where(eq(courseClasses.id, cls.id));
}

export async function resetCodeOfClass(
  db: TDb,
  actor: TClassActor,
  classId: number,
): Promise<{ id: number; classCode: string }> {
  const cls = await loadClassFor(db, actor, classId, 'teach');
  const classCode = await resetClassCode(db, cls.id);
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: 'class.reset-code',
    targetType: 'course_class',
    targetId: cls.id,
  });
  return { id: cls.id, classCode };
}
