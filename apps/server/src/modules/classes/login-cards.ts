import type { TLoginCards } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { loadClassFor } from './classes.admin';
import type { TClassActor } from './classes.policy';
import { readInitialPasswords } from './initial-passwords';
import { rosterAll } from './students.queries';

/** A class's printable sign-in cards: names, login names, initial passwords while unchanged. */
export async function loginCardsOf(
  db: TDb,
  secret: string,
  actor: TClassActor,
  classId: number,
): Promise<TLoginCards> {
  const cls = await loadClassFor(db, actor, classId, 'teach');
  const roster = await rosterAll(db, cls.id);
  const passwords = await readInitialPasswords(
    db,
    secret,
    roster.map((r) => r.userId),
  );
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    schoolName: cls.schoolName,
    platformSemesterName: cls.semesterName,
    list: roster.map((r) => ({
      worksStudentId: r.worksStudentId,
      name: r.name,
      username: r.username ?? '',
      initialPassword: passwords.get(r.userId) ?? null,
      loginUrl: `/login?type=1&username=${encodeURIComponent(r.username ?? '')}`,
    })),
  };
}
