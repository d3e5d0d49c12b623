import { identityPasswordEndpoints as ep } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../platform/auth/auth-context';
import { scopeOfAuth } from '../../../platform/auth/staff-access';
import type { TDeps } from '../../../platform/deps';
import { forbidden } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { codeRateLimit, loginRateLimit } from '../captcha/rate-limits';
import { startExport } from '../../file-tasks';
import { exportUnmasksMobiles, loginRecordsExport } from '../auth/login-records.exports';
import { lookupIpCity } from '../ip-city/ip-city';
import { checkOldMobileCode, requestOldMobileCode } from '../users/mobile-change.service';
import {
  checkForgotCode,
  checkIdentityPassword,
  identityStatus,
  sendForgotCode,
  setIdentityPassword,
  updateIdentityPassword,
  type TIdentityActor,
} from './identity-password.service';
import { findOpenUsers, unbindOpenUser } from './open-users.service';
import { accessLogFor, revealUserField } from './sensitive-reads.service';

/** The identity password is a back-office matter: staff sessions only. */
function staffActor(request: FastifyRequest): TIdentityActor {
  const auth = requireAuth(request.auth);
  if (auth.audience !== 'staff') throw forbidden();
  return { userId: auth.userId, sessionId: auth.sessionId, ip: request.ip };
}

/** Identity password, sensitive reads, the old-mobile proof, third-party bindings, IP city. */
export async function identityPasswordRoutes(app: TApp, { db, sms, config }: TDeps) {
  const loginLimit = loginRateLimit(config);
  const codeLimit = codeRateLimit(config);

  route(app, ep.identityStatus, {
    handler: async (request) => identityStatus(db, staffActor(request)),
  });
  route(app, ep.setIdentityPassword, {
    rateLimit: loginLimit,
    handler: async (request) => {
      await setIdentityPassword(db, staffActor(request), request.body);
      return null;
    },
  });
  route(app, ep.updateIdentityPassword, {
    rateLimit: loginLimit,
    handler: async (request) => {
      await updateIdentityPassword(db, staffActor(request), request.body);
      return null;
    },
  });
  route(app, ep.checkIdentityPassword, {
    rateLimit: loginLimit,
    handler: async (request) =>
      checkIdentityPassword(db, staffActor(request), request.body.password),
  });
  route(app, ep.forgotIdentityCode, {
    rateLimit: codeLimit,
    handler: async (request) => {
      await sendForgotCode(db, sms, staffActor(request));
      return null;
    },
  });
  route(app, ep.checkIdentityCode, {
    rateLimit: loginLimit,
    handler: async (request) => ({
      valid: await checkForgotCode(db, staffActor(request), request.body.captcha),
    }),
  });

  route(app, ep.revealField, {
    handler: async (request) => revealUserField(db, request, request.body),
  });
  route(app, ep.accessLog, {
    handler: async (request) => accessLogFor(db, request, request.query),
  });

  route(app, ep.oldMobileCode, {
    rateLimit: codeLimit,
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await requestOldMobileCode(db, sms, { userId: auth.userId, ip: request.ip });
      return null;
    },
  });
  route(app, ep.checkOldMobileCode, {
    rateLimit: loginLimit,
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await checkOldMobileCode(db, { userId: auth.userId, captcha: request.body.captcha });
      return null;
    },
  });

  route(app, ep.findOpenUser, {
    handler: async (request) =>
      findOpenUsers(db, scopeOfAuth(requireAuth(request.auth)), request.query),
  });
  route(app, ep.unbindOpenUser, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await unbindOpenUser(
        db,
        { userId: auth.userId, scope: scopeOfAuth(auth), ip: request.ip },
        request.body.id,
      );
      return null;
    },
  });

  route(app, ep.loginRecordsExport, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const unmasked = exportUnmasksMobiles(auth);
      const task = await startExport(app.fileTasks, auth, loginRecordsExport, request.query);
      // An export with mobiles in full is one unmasked read of them, in the access log.
      if (unmasked) {
        (request.unmaskedReads ??= []).push({
          field: 'mobile',
          targetType: 'login_record_export',
          targetId: String(task.id),
        });
      }
      return task;
    },
  });

  route(app, ep.checkIpCity, {
    rateLimit: codeLimit,
    handler: async (request) => lookupIpCity(request.query.ip || request.ip),
  });
}
