import { eq } from 'drizzle-orm';
import {
  ClassStatus,
  StudentCreateMode,
  type TClassStatus,
  type TServiceType,
  type TStudentCreateMode,
  type TToolType,
} from '@haoduo/contract';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict } from '../../platform/http/errors';
import { generateClassCode } from './class-code';

export interface TCreateClassInput {
  schoolId: number;
  semesterId: number;
  courseClassName: string;
  courseClassStatus?: TClassStatus;
  /** Generated (unguessable, unique) when not given. */
  classCode?: string;
  serviceType: TServiceType;
  aiToolTypes: number[];
  aiToolSubTypes: TToolType[];
  fanbookInviteCode?: string | null;
  effectiveEndDate?: string | null;
  availableAi?: boolean;
  limitStudentSize?: number | null;
  limitStudentType?: number | null;
  studentCreateModeType?: TStudentCreateMode;
  fanbookIdCode?: string | null;
  mallCourseId?: number | null;
}

/** Attempts at a fresh class code before giving up (a collision is ~1 in 10^11). */
const CODE_ATTEMPTS = 8;

export async function createClass(db: TDb, input: TCreateClassInput): Promise<number> {
  return (await insertClass(db, input)).id;
}

/** Insert a class; a generated code that collides is drawn again. */
export async function insertClass(
  db: TDb,
  input: TCreateClassInput,
): Promise<{ id: number; classCode: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const classCode = input.classCode ?? generateClassCode();
    const values = {
      schoolId: input.schoolId,
      semesterId: input.semesterId,
      courseClassName: input.courseClassName,
      courseClassStatus: input.courseClassStatus ?? ClassStatus.TO_BE_OPENED,
      classCode,
      serviceType: input.serviceType,
      aiToolTypes: input.aiToolTypes,
      aiToolSubTypes: input.aiToolSubTypes,
      fanbookInviteCode: input.fanbookInviteCode ?? null,
      effectiveEndDate: input.effectiveEndDate ?? null,
      availableAi: input.availableAi === false ? 0 : 1,
      limitStudentSize: input.limitStudentSize ?? null,
      limitStudentType: input.limitStudentType ?? null,
      studentCreateModeType: input.studentCreateModeType ?? StudentCreateMode.BY_CLASS_CODE,
      fanbookIdCode: input.fanbookIdCode ?? null,
      mallCourseId: input.mallCourseId ?? null,
    };
    if (input.classCode !== undefined) {
      const [row] = await db
        .insert(courseClasses)
        .values(values)
        .returning({ id: courseClasses.id });
      return { id: row!.id, classCode };
    }
    const [row] = await db
      .insert(courseClasses)
      .values(values)
      .onConflictDoNothing({ target: courseClasses.classCode })
      .returning({ id: courseClasses.id });
    if (row) return { id: row.id, classCode };
  }
  throw conflict('生成班级码失败，请重试');
}

/**
 * Give a class a new code; the old one stops working at once. A collision (another class
 * took the same code meanwhile) draws again.
 */
export async function resetClassCode(db: TDb, classId: number): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const classCode = generateClassCode();
    const [taken] = await db
      .select({ id: courseClasses.id })
      .from(courseClasses)
      .where(eq(courseClasses.classCode, classCode))
      .limit(1);
    if (taken) continue;
    try {
      await db.update(courseClasses).set({ classCode }).where(eq(courseClasses.id, classId));
      return classCode;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('生成班级码失败，请重试');
}

export async function addClassTeacher(db: TDb, classId: number, accountId: number): Promise<void> {
  await db.insert(classTeachers).values({ classId, accountId }).onConflictDoNothing();
}

export async function addClassStudent(db: TDb, classId: number, accountId: number): Promise<void> {
  await db.insert(classStudents).values({ classId, accountId }).onConflictDoNothing();
}

/** A driver error code (23505 unique, 23503 foreign key), through drizzle's wrapping. */
export function hasDbErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasDbErrorCode(error, '23505');
