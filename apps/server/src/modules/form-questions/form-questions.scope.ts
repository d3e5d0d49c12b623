import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { formQuestions } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import {
  noPermission,
  schoolScopeCondition,
  scopeIncludesSchool,
  type TDataScope,
} from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';

/**
 * Which questions a staff member sees and changes. The platform's questions (no school) are
 * read by every staff member who may list questions; a school's own questions by staff whose
 * data scope covers the school; `own` staff see what they wrote. Changing a question needs
 * the `all` scope, or the question's school in scope, or being its author.
 */
export interface TQuestionActor {
  userId: number;
  scope: TDataScope;
}

export function questionActorOf(auth: TAuth | null): TQuestionActor {
  const access = auth?.staffAccess;
  if (!auth || !access) throw noPermission();
  return { userId: auth.userId, scope: access.scope };
}

/** The rows a staff member may see (undefined: all). */
export function visibleCondition(actor: TQuestionActor): SQL | undefined {
  const { scope } = actor;
  if (scope.kind === 'all') return undefined;
  const mine = eq(formQuestions.createdBy, actor.userId);
  if (scope.kind === 'own') return mine;
  const inSchools = schoolScopeCondition(scope, formQuestions.schoolId);
  return or(isNull(formQuestions.schoolId), mine, inSchools);
}

/** Whether the staff member may change this question. */
export async function mayChange(
  db: TDb,
  actor: TQuestionActor,
  row: { createdBy: number | null; schoolId: number | null },
): Promise<boolean> {
  if (actor.scope.kind === 'all' || row.createdBy === actor.userId) return true;
  if (actor.scope.kind === 'own' || row.schoolId === null) return false;
  return scopeIncludesSchool(db, actor.scope, row.schoolId);
}

/** The school a new question belongs to: a school manager's school, otherwise the platform. */
export function schoolOfNewQuestion(actor: TQuestionActor): number | null {
  const { scope } = actor;
  return scope.kind === 'schools' && scope.schoolIds.length === 1 ? scope.schoolIds[0]! : null;
}

export const notDeleted = () => isNull(formQuestions.deletedAt);

export const visibleAnd = (actor: TQuestionActor, condition: SQL) =>
  and(notDeleted(), condition, visibleCondition(actor));
