import { TrainingMessages } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { trainingClassProjects } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import {
  canOnClass,
  loadClassFor,
  resolveClassActor,
  type TClassActor,
  type TClassRow,
} from '../classes';

/**
 * Who may do what with class projects (the class rules of classes.policy):
 *
 * | actor                                     | list, detail, model, add samples, delete own sample | create, save model, close, delete, delete any sample |
 * |-------------------------------------------|------------------------------------------------------|----------------------------------------------|
 * | a pupil of the class (active membership)  | yes                                                  | no                                           |
 * | a teacher of the class, the school manager | yes                                                 | yes                                          |
 * | anyone else (another class, another school) | 403                                                | 403                                          |
 *
 * Saved projects are their owner's alone; the model of one (not its samples) may be used by
 * any signed-in learner's smart app that names it.
 */
export type TProjectRow = typeof trainingClassProjects.$inferSelect;

export interface TProjectAccess {
  project: TProjectRow;
  cls: TClassRow;
  actor: TClassActor;
  /** The caller teaches the class. */
  canManage: boolean;
}

export async function classFor(
  db: TDb,
  auth: TAuth | null,
  classId: number,
  level: 'view' | 'teach',
): Promise<{ cls: TClassRow; actor: TClassActor; canManage: boolean }> {
  const actor = await resolveClassActor(db, auth);
  const cls = await loadClassFor(db, actor, classId, level);
  const canManage = level === 'teach' || (await canOnClass(db, actor, cls, 'teach'));
  return { cls, actor, canManage };
}

/** The project and the caller's rights on it; 404 when missing, 403 outside its class. */
export async function projectFor(
  db: TDb,
  auth: TAuth | null,
  projectId: number,
  level: 'view' | 'teach',
): Promise<TProjectAccess> {
  const [project] = await db
    .select()
    .from(trainingClassProjects)
    .where(eq(trainingClassProjects.id, projectId))
    .limit(1);
  if (!project) throw notFound(TrainingMessages.PROJECT_NOT_FOUND);
  const { cls, actor, canManage } = await classFor(db, auth, project.classId, level);
  return { project, cls, actor, canManage };
}
