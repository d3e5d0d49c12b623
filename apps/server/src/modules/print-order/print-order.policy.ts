import { PrintOrderMessages as M } from '@haoduo/contract';
import { requireAuth, requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { canOnClass, findClassById, resolveClassActor } from '../classes';
import { accountNamesByIds, userNamesByIds } from '../identity';
import { orderById, type TOrderRow, type TOrderScope } from './print-order.queries';
import type { TActor } from './print-transitions';

/**
 * Who sees and changes which orders:
 * - a pupil: their own orders only (another's answers 404, as if it did not exist);
 * - a teacher: the orders of the classes they teach (class order list, anthologies);
 * - staff: the orders of the schools of their data scope (others answer 403).
 */
export async function actorOf(db: TDb, auth: TAuth | null): Promise<TActor> {
  const a = requireAuth(auth);
  if (a.audience === 'staff' || a.accountId === null) {
    const names = await userNamesByIds(db, [a.userId]);
    return { userId: a.userId, name: names.get(a.userId) ?? '工作人员' };
  }
  const [account] = await accountNamesByIds(db, [a.accountId]);
  return { userId: a.userId, name: account?.name ?? '' };
}

/** The caller's own order (pupil) or 404. */
export async function ownOrder(db: TDb, auth: TAuth | null, orderId: number): Promise<TOrderRow> {
  const pupil = requireSchool(auth);
  const order = await orderById(db, orderId);
  if (!order || order.pupilAccountId !== pupil.accountId) throw notFound(M.ORDER_NOT_FOUND);
  return order;
}

export async function staffScope(db: TDb, auth: TAuth | null): Promise<TOrderScope> {
  const actor = await resolveClassActor(db, auth);
  if (actor.kind === 'super') return { kind: 'all' };
  if (actor.kind === 'staff') return { kind: 'schools', schoolIds: actor.schoolIds };
  throw forbidden();
}

/** An order within the staff member's scope: 404 if missing, 403 outside the scope. */
export async function staffOrder(db: TDb, auth: TAuth | null, orderId: number): Promise<TOrderRow> {
  const scope = await staffScope(db, auth);
  const order = await orderById(db, orderId);
  if (!order) throw notFound(M.ORDER_NOT_FOUND);
  if (scope.kind === 'schools' && !scope.schoolIds.includes(order.schoolId)) throw forbidden();
  return order;
}

/** A class the caller may see (teacher of it, manager, staff in scope), else 403/404. */
export async function classFor(db: TDb, auth: TAuth | null, classId: number) {
  const cls = await findClassById(db, classId);
  if (!cls) throw notFound();
  if (!(await canOnClass(db, await resolveClassActor(db, auth), cls, 'view'))) throw forbidden();
  return cls;
}
