import { AuthMessages, ssoEndpoints, ZSsoLoginForm } from '@haoduo/contract';
import type { TDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { requestMeta } from '../auth/login-records';
import { loginRateLimit } from '../captcha/rate-limits';
import { clearCookie, readCookie, setCookie, SSO_SESSION_COOKIE } from './sso-cookies';
import { csrfMatches, csrfToken, sendHtml, serviceOf } from './sso-http';
import { errorPage, loginPage, signedInPage, signedOutPage, SSO_CSS } from './sso-pages';
import { ssoSignIn } from './sso-login.service';
import { serviceWithTicket } from './sso-services';
import { findSsoSession, revokeSsoSession, SSO_SESSION_TTL_MS } from './sso-sessions.service';
import { issueTicket } from './sso-tickets.service';
import { ssoAccountRoutes } from './identity.sso-account.routes';
import { ssoPartnerRoutes } from './identity.sso-partner.routes';
import { ssoValidateRoutes } from './identity.sso-validate.routes';

/**
 * The CAS-style sign-in service under /sso (outside /api/v1: no signature, HTML pages).
 * Tickets are single use, live at most five minutes and are bound to their service URL.
 */
export async function ssoRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const allowed = config.ssoAllowedServices;

  app.get(
    '/sso/assets/sso.css',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SSO_CSS),
  );

  route(app, ssoEndpoints.loginPage, {
    handler: async (request, reply) => {
      const checked = serviceOf(request, request.query.service, allowed);
      if (!checked.ok) return sendHtml(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      // renew=true: the user types their credentials again, whatever session they have.
      const renew = request.query.renew === 'true';
      const cookie = readCookie(request, SSO_SESSION_COOKIE);
      const session = cookie && !renew ? await findSsoSession(db, cookie) : null;
      if (session) {
        if (!checked.service) return sendHtml(reply, 200, signedInPage(session.name));
        const ticket = await issueTicket(db, {
          ssoSessionId: session.id,
          service: checked.service,
          fromNewLogin: false,
        });
        return reply
          .header('cache-control', 'no-store')
          .redirect(serviceWithTicket(checked.service, ticket), 302);
      }
      if (request.query.gateway === 'true' && !renew && checked.service) {
        return reply.redirect(checked.service, 302);
      }
      const page = loginPage({
        service: checked.service,
        csrf: csrfToken(request, reply),
        businessPhone: config.businessPhone,
      });
      return sendHtml(reply, 200, page, checked.service);
    },
  });

  route(app, ssoEndpoints.login, {
    rateLimit: loginRateLimit(config),
    handler: async (request, reply) => {
      const parsed = ZSsoLoginForm.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : { account: '', password: '', csrf: '' };
      const checked = serviceOf(request, parsed.success ? parsed.data.service : undefined, allowed);
      if (!checked.ok) return sendHtml(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      const again = (status: number, error: string) =>
        sendHtml(
          reply,
          status,
          loginPage({
            service: checked.service,
            csrf: csrfToken(request, reply),
            account: form.account,
            error,
            businessPhone: config.businessPhone,
          }),
          checked.service,
        );

      if (!csrfMatches(request, form.csrf)) {
        return again(403, AuthMessages.SSO_FORM_EXPIRED);
      }
      if (!form.account) return again(400, AuthMessages.SSO_ACCOUNT_REQUIRED);
      if (!form.password) return again(400, '请输入密码');

      let signedIn: Awaited<ReturnType<typeof ssoSignIn>>;
      try {
        signedIn = await ssoSignIn(db, {
          account: form.account,
          password: form.password,
          meta: requestMeta(request),
        });
      } catch (error) {
        if (error instanceof AppError) return again(error.status, error.message);
        throw error;
      }
      setCookie(request, reply, SSO_SESSION_COOKIE, signedIn.token, {
        maxAgeSeconds: SSO_SESSION_TTL_MS / 1000,
        sameSite: 'Lax',
      });
      if (!checked.service) return sendHtml(reply, 200, signedInPage(signedIn.name));
      const ticket = await issueTicket(db, {
        ssoSessionId: signedIn.sessionId,
        service: checked.service,
        fromNewLogin: true,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(serviceWithTicket(checked.service, ticket), 303);
    },
  });

  for (const endpoint of [ssoEndpoints.logout, ssoEndpoints.logoutPost]) {
    route(app, endpoint, {
      handler: async (request, reply) => {
        const cookie = readCookie(request, SSO_SESSION_COOKIE);
        if (cookie) await revokeSsoSession(db, cookie);
        clearCookie(request, reply, SSO_SESSION_COOKIE);
        const checked = serviceOf(request, request.query.service, allowed);
        if (checked.ok && checked.service) return reply.redirect(checked.service, 302);
        return sendHtml(reply, 200, signedOutPage());
      },
    });
  }

  await ssoAccountRoutes(app, deps);
  await ssoValidateRoutes(app, deps);
  await ssoPartnerRoutes(app, deps);
}
