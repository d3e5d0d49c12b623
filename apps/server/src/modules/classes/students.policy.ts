import { and, eq } from 'drizzle-orm';
import { ClassMessages } from '@haoduo/contract';
import { classStudents, classTeachers } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { canOnSchool, type TClassActor } from './classes.policy';
import { findStudentAccount } from './student-accounts';

/**
 * Who may act on one pupil (reset the password, rename the login name): back-office staff
 * with write access to the pupil's school, the school's managers, and a teacher of one of
 * the pupil's classes. Pupils and other schools' teachers are refused.
 */
export async function loadStudentFor(
  db: TDb,
  actor: TClassActor,
  accountId: number,
  level: 'view' | 'teach',
) {
  if (actor.kind === 'student') throw forbidden();
  const student = await findStudentAccount(db, accountId);
  if (!student) throw notFound(ClassMessages.STUDENT_NOT_FOUND);
  if (actor.kind === 'teacher') {
    if (student.schoolId !== actor.schoolId) throw forbidden();
    const [taught] = await db
      .select({ classId: classStudents.classId })
      .from(classStudents)
      .innerJoin(
        classTeachers,
        and(
          eq(classTeachers.classId, classStudents.classId),
          eq(classTeachers.accountId, actor.accountId),
        ),
      )
      .where(eq(classStudents.accountId, student.accountId))
      .limit(1);
    if (!taught) throw forbidden(ClassMessages.NOT_CLASS_TEACHER);
    return student;
  }
  const schoolLevel = level === 'teach' ? 'administer' : 'view';
  if (!canOnSchool(actor, student.schoolId, schoolLevel)) throw forbidden();
  return student;
}
