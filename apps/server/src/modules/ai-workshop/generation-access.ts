import { AiWorkshopMessages, type TAiTool } from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { canOnClass, resolveClassActor } from '../classes';
import { findClassById } from '../classes';
import { findGeneration, type TGenerationRow } from './generation-queries';

/**
 * Who sees a generation: its maker, and the teachers of the class it was made in (who see
 * each pupil's prompts and results). Only the maker changes it (collect, resubmit, keep).
 */
export async function loadGenerationFor(
  db: TDb,
  auth: TAuth | null,
  tool: TAiTool,
  id: number,
  level: 'own' | 'view',
): Promise<TGenerationRow> {
  const me = requireAuth(auth);
  const row = await findGeneration(db, id);
  if (!row || row.tool !== tool) throw notFound(AiWorkshopMessages.JOB_NOT_FOUND);
  if (row.userId === me.userId) return row;
  if (level === 'view' && row.classId !== null) {
    const cls = await findClassById(db, row.classId);
    const actor = await resolveClassActor(db, auth);
    if (cls && actor.kind !== 'student' && (await canOnClass(db, actor, cls, 'teach'))) return row;
  }
  throw forbidden(AiWorkshopMessages.JOB_NOT_YOURS);
}
