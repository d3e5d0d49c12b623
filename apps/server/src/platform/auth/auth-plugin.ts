import { AccountType, Header, Messages } from '@haoduo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { TAccess, TApp } from '../http/types';
import type { TAuth, TResolvedSession, TSessionResolver } from './auth-context';
import { bearerToken } from './tokens';

/**
 * Authentication and the route's access level, for every route. Runs after the signature
 * check and before validation, so an anonymous caller learns nothing about a private route.
 */
export function installAuth(app: TApp, sessions: TSessionResolver): void {
  app.decorateRequest('auth', null);

  // A write may sign out, disable, move or remove someone: kept sessions are forgotten with
  // the other reads kept until a write (the resolver registers itself: forgetWithWrites).

  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access: TAccess | undefined = request.routeOptions.config?.access;
    const url = request.routeOptions.url;
    // Routes outside the API (static files, docs) are not ours to guard here.
    if (!url || !url.startsWith('/api/v1')) return;
    if (!access) throw forbidden();

    const token = bearerToken(request.headers[Header.AUTHORIZATION]);
    const session = token ? await sessions.resolve(token) : null;
    if (token && !session && access !== 'public') throw unauthorized();
    if (!session) {
      if (access !== 'public') throw unauthorized();
      return;
    }

    request.auth = toAuth(request, session, access !== 'public');
    if (!allows(access, request.auth)) throw forbidden();
  });
}

function allows(access: TAccess, auth: TAuth): boolean {
  switch (access) {
    case 'public':
    case 'signed-in':
      return true;
    case 'learner':
      return auth.audience === 'learner';
    case 'teacher':
      return auth.audience === 'learner' && auth.accountType === AccountType.TEACHER;
    case 'student':
      return auth.audience === 'learner' && auth.accountType === AccountType.STUDENT;
    case 'staff':
      return auth.audience === 'staff';
  }
}

/** Apply the accounts-info and tenant-info headers to a resolved session. */
function toAuth(request: FastifyRequest, session: TResolvedSession, strict: boolean): TAuth {
  const auth: TAuth = {
    sessionId: session.sessionId,
    userId: session.userId,
    audience: session.audience,
    accountType: session.accountType,
    schoolId: null,
    accountId: null,
    staffType: session.staffType,
    staffSchoolId: session.staffSchoolId,
    staffRegionId: session.staffRegionId ?? null,
  };
  if (session.audience !== 'learner') return auth;

  const accountHeader = headerValue(request, Header.ACCOUNT_TYPE);
  if (strict && accountHeader !== null && Number(accountHeader) !== session.accountType) {
    throw forbidden(Messages.ACCOUNT_TYPE_MISMATCH);
  }

  const tenantHeader = headerValue(request, Header.TENANT_INFO);
  if (tenantHeader !== null) {
    const account = session.accounts.find((a) => String(a.schoolId) === tenantHeader);
    if (!account) {
      if (strict) throw forbidden(Messages.SCHOOL_NOT_ALLOWED);
      return auth;
    }
    auth.schoolId = account.schoolId;
    auth.accountId = account.accountId;
  } else if (session.accounts[0]) {
    auth.schoolId = session.accounts[0].schoolId;
    auth.accountId = session.accounts[0].accountId;
  }
  return auth;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? null : text;
}
