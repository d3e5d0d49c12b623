import { schools, semesters, staffMembers } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { createClass, addClassStudent, addClassTeacher } from '../modules/classes';
import { createUser, ensureAccount } from '../modules/identity';
import {
  DEMO_ADMIN,
  DEMO_CLASSES,
  DEMO_SCHOOLS,
  DEMO_SEMESTERS,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENTS,
  DEMO_TEACHERS,
  DEMO_TRIAL_VISITOR,
  STUDENT,
  TEACHER,
} from './demo-fixtures';

export async function seedPeopleAndClasses(db: TDb): Promise<void> {
  const schoolIds = new Map<string, number>();
  for (const school of DEMO_SCHOOLS) {
    const [row] = await db
      .insert(schools)
      .values({ name: school.name })
      .returning({ id: schools.id });
    schoolIds.set(school.key, row!.id);
  }
  const semesterIds = new Map<string, number>();
  for (const semester of DEMO_SEMESTERS) {
    const [row] = await db
      .insert(semesters)
      .values({
        name: semester.name,
        startDate: semester.startDate,
        endDate: semester.endDate,
        currentSemester: semester.current,
      })
      .returning({ id: semesters.id });
    semesterIds.set(semester.key, row!.id);
  }
  const school = (key: string) => schoolIds.get(key)!;

  const teacherAccounts = new Map<string, Map<string, number>>();
  for (const teacher of DEMO_TEACHERS) {
    const userId = await createUser(db, {
      name: teacher.name,
      mobile: teacher.mobile,
      password: teacher.password,
    });
    const bySchool = new Map<string, number>();
    for (const key of teacher.schools) {
      bySchool.set(
        key,
        await ensureAccount(db, {
          userId,
          schoolId: school(key),
          accountType: TEACHER,
          name: teacher.name,
        }),
      );
    }
    teacherAccounts.set(teacher.mobile, bySchool);
  }

  const trialUserId = await createUser(db, {
    name: DEMO_TRIAL_VISITOR.name,
    mobile: DEMO_TRIAL_VISITOR.mobile,
    password: null,
  });
  await ensureAccount(db, {
    userId: trialUserId,
    schoolId: school(DEMO_TRIAL_VISITOR.school),
    accountType: TEACHER,
    name: DEMO_TRIAL_VISITOR.name,
    tourist: true,
  });

  const classIds = new Map<string, { id: number; school: string }>();
  for (const demoClass of DEMO_CLASSES) {
    const id = await createClass(db, {
      schoolId: school(demoClass.school),
      semesterId: semesterIds.get('autumn')!,
      courseClassName: demoClass.name,
      courseClassStatus: demoClass.status,
      classCode: demoClass.key,
      serviceType: demoClass.serviceType,
      aiToolTypes: [...demoClass.aiToolTypes],
      aiToolSubTypes: [...demoClass.aiToolSubTypes],
      fanbookInviteCode: demoClass.inviteCode,
    });
    classIds.set(demoClass.key, { id, school: demoClass.school });
    for (const mobile of demoClass.teachers) {
      const accountId = teacherAccounts.get(mobile)?.get(demoClass.school);
      if (accountId) await addClassTeacher(db, id, accountId);
    }
  }

  for (const student of DEMO_STUDENTS) {
    const userId = await createUser(db, {
      name: student.name,
      username: student.username,
      password: DEMO_STUDENT_PASSWORD,
    });
    for (const classKey of student.classes) {
      const demoClass = classIds.get(classKey)!;
      const accountId = await ensureAccount(db, {
        userId,
        schoolId: school(demoClass.school),
        accountType: STUDENT,
        name: student.name,
      });
      await addClassStudent(db, demoClass.id, accountId);
    }
  }

  const adminId = await createUser(db, {
    name: DEMO_ADMIN.name,
    username: DEMO_ADMIN.username,
    mobile: DEMO_ADMIN.mobile,
    password: DEMO_ADMIN.password,
  });
  await db.insert(staffMembers).values({ userId: adminId, staffType: DEMO_ADMIN.staffType });
}
