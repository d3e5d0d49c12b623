import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { generateClassCode } from './class-code';

export interface TCreateClassInput {
  schoolId: number;
  semesterId: number;
  courseClassName: string;
  courseClassStatus?: number;
  /** Generated when not given. */
  classCode?: string;
  serviceType: number;
  aiToolTypes: number[];
  aiToolSubTypes: number[];
  fanbookInviteCode?: string | null;
  effectiveEndDate?: string | null;
}

export async function createClass(db: TDb, input: TCreateClassInput): Promise<number> {
  const [row] = await db
    .insert(courseClasses)
    .values({
      schoolId: input.schoolId,
      semesterId: input.semesterId,
      courseClassName: input.courseClassName,
      courseClassStatus: input.courseClassStatus ?? 10,
      classCode: input.classCode ?? generateClassCode(),
      serviceType: input.serviceType,
      aiToolTypes: input.aiToolTypes,
      aiToolSubTypes: input.aiToolSubTypes,
      fanbookInviteCode: input.fanbookInviteCode ?? null,
      effectiveEndDate: input.effectiveEndDate ?? null,
    })
    .returning({ id: courseClasses.id });
  return row!.id;
}

export async function addClassTeacher(db: TDb, classId: number, accountId: number): Promise<void> {
  await db.insert(classTeachers).values({ classId, accountId }).onConflictDoNothing();
}

export async function addClassStudent(db: TDb, classId: number, accountId: number): Promise<void> {
  await db.insert(classStudents).values({ classId, accountId }).onConflictDoNothing();
}
