import type { FastifyRequest } from 'fastify';
import { accessLog } from '../../db/schema';
import type { TDb } from '../db/database';
import type { TApp } from '../http/types';
import { noPermission, hasPermission, type TStaffAccessResolver } from './staff-access';

/** Whether a session passed the identity-password check recently (the identity module's). */
export type TIdentityVerified = (sessionId: number) => Promise<boolean>;

/**
 * The staff side of every request, after authentication (installAuth):
 * - a staff caller's access (permissions, data scope, unmasked fields, whether the session's
 *   identity password was checked recently) is resolved once;
 * - a route with a permission answers 403 没有权限 to a staff caller without it (calls that
 *   teachers share with staff leave learners to the domain's policy);
 * - the unmasked reads a handler noted (field-masks.ts `present`) are written to the access
 *   log before the answer leaves.
 */
export function installStaffAccess(
  app: TApp,
  db: TDb,
  resolveAccess: TStaffAccessResolver,
  identityVerified: TIdentityVerified = async () => false,
): void {
  app.decorateRequest('staffAccess', null);

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || auth.audience !== 'staff') return;
    const resolved = await resolveAccess({
      userId: auth.userId,
      staffType: auth.staffType,
      staffSchoolId: auth.staffSchoolId,
      staffRegionId: auth.staffRegionId ?? null,
    });
    // Unmasking needs a fresh identity check of this session; asked only of roles that unmask.
    request.staffAccess =
      resolved.unmask.size > 0
        ? { ...resolved, identityVerified: await identityVerified(auth.sessionId) }
        : resolved;
    auth.staffAccess = request.staffAccess;
    const permission = request.routeOptions.config?.permission;
    if (permission && !hasPermission(request.staffAccess, permission)) throw noPermission();
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const reads = request.unmaskedReads;
    if (!reads || reads.length === 0 || !request.auth) return payload;
    request.unmaskedReads = [];
    const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`;
    await db.insert(accessLog).values(
      reads.map((read) => ({
        userId: request.auth!.userId,
        endpoint,
        targetType: read.targetType,
        targetId: read.targetId,
        field: read.field,
        ip: request.ip,
      })),
    );
    return payload;
  });
}
