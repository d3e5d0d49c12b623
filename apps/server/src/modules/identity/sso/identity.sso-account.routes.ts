import {
  AuthMessages,
  CodeChannel,
  CodePurpose,
  encodePassword,
  MOBILE_PATTERN,
  ssoEndpoints,
  ZSsoCodeLoginForm,
  ZSsoPasswordForm,
} from '@haoduo/contract';
import type { TDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { requestMeta } from '../auth/login-records';
import { requestCode } from '../captcha/captcha.service';
import { mayReceiveStaffCode, mayReceiveTeacherCode } from '../captcha/code-recipients';
import { codeRateLimit, loginRateLimit } from '../captcha/rate-limits';
import { changePassword } from '../users/credentials.service';
import { clearCookie, readCookie, setCookie, SSO_SESSION_COOKIE } from './sso-cookies';
import { csrfMatches, csrfToken, sendHtml, serviceOf } from './sso-http';
import { ssoCodeSignIn } from './sso-login.service';
import { codeLoginPage, errorPage, messagePage, passwordPage, signedInPage } from './sso-pages';
import { serviceWithTicket } from './sso-services';
import { findSsoSession, SSO_SESSION_TTL_MS } from './sso-sessions.service';
import { issueTicket } from './sso-tickets.service';

/** The sign-in service's code sign-in page and password change page. */
export async function ssoAccountRoutes(app: TApp, { db, sms, config }: TDeps): Promise<void> {
  const allowed = config.ssoAllowedServices;

  route(app, ssoEndpoints.codeLoginPage, {
    handler: async (request, reply) => {
      const checked = serviceOf(request, request.query.service, allowed);
      if (!checked.ok) return sendHtml(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      const page = codeLoginPage({
        service: checked.service,
        csrf: csrfToken(request, reply),
        businessPhone: config.businessPhone,
      });
      return sendHtml(reply, 200, page, checked.service);
    },
  });

  route(app, ssoEndpoints.codeLogin, {
    rateLimit: codeRateLimit(config),
    handler: async (request, reply) => {
      const parsed = ZSsoCodeLoginForm.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : { mobile: '', captcha: '', csrf: '' };
      const checked = serviceOf(request, parsed.success ? parsed.data.service : undefined, allowed);
      if (!checked.ok) return sendHtml(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      const again = (status: number, message: { error?: string; notice?: string }) =>
        sendHtml(
          reply,
          status,
          codeLoginPage({
            service: checked.service,
            csrf: csrfToken(request, reply),
            mobile: form.mobile,
            businessPhone: config.businessPhone,
            ...message,
          }),
          checked.service,
        );
      if (!csrfMatches(request, form.csrf))
        return again(403, { error: AuthMessages.SSO_FORM_EXPIRED });
      if (!MOBILE_PATTERN.test(form.mobile)) {
        return again(400, { error: AuthMessages.SSO_MOBILE_REQUIRED });
      }
      try {
        if (parsed.success && parsed.data.send) {
          // The answer is the same whether or not the mobile may receive a code.
          const deliver =
            (await mayReceiveTeacherCode(db, form.mobile)) ||
            (await mayReceiveStaffCode(db, form.mobile));
          await requestCode(db, sms, {
            mobile: form.mobile,
            purpose: CodePurpose.LOGIN,
            channel: CodeChannel.SMS,
            deliver,
            ip: request.ip,
          });
          return again(200, { notice: AuthMessages.SSO_CODE_SENT });
        }
        if (!form.captcha) return again(400, { error: AuthMessages.SSO_CODE_REQUIRED });
        const signedIn = await ssoCodeSignIn(db, {
          mobile: form.mobile,
          captcha: form.captcha,
          meta: requestMeta(request),
        });
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
      } catch (error) {
        if (error instanceof AppError) return again(error.status, { error: error.message });
        throw error;
      }
    },
  });

  route(app, ssoEndpoints.modifyPasswordPage, {
    handler: async (request, reply) => {
      const cookie = readCookie(request, SSO_SESSION_COOKIE);
      const session = cookie ? await findSsoSession(db, cookie) : null;
      if (!session) return reply.redirect('/sso/login', 302);
      return sendHtml(
        reply,
        200,
        passwordPage({ csrf: csrfToken(request, reply), name: session.name }),
      );
    },
  });

  route(app, ssoEndpoints.modifyPassword, {
    rateLimit: loginRateLimit(config),
    handler: async (request, reply) => {
      const cookie = readCookie(request, SSO_SESSION_COOKIE);
      const session = cookie ? await findSsoSession(db, cookie) : null;
      if (!session)
        return sendHtml(reply, 401, messagePage('请先登录', AuthMessages.SSO_SIGN_IN_FIRST));
      const parsed = ZSsoPasswordForm.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : { oldPassword: '', newPassword: '', csrf: '' };
      const again = (status: number, error: string) =>
        sendHtml(
          reply,
          status,
          passwordPage({ csrf: csrfToken(request, reply), name: session.name, error }),
        );
      if (!csrfMatches(request, form.csrf)) return again(403, AuthMessages.SSO_FORM_EXPIRED);
      try {
        // No API session to keep: every session of the user ends, this one included.
        await changePassword(db, {
          userId: session.userId,
          sessionId: 0,
          encodedOld: encodePassword(form.oldPassword),
          encodedNew: encodePassword(form.newPassword),
          meta: requestMeta(request),
        });
      } catch (error) {
        if (error instanceof AppError) return again(error.status, error.message);
        throw error;
      }
      clearCookie(request, reply, SSO_SESSION_COOKIE);
      return sendHtml(reply, 200, messagePage('密码已修改', AuthMessages.SSO_PASSWORD_CHANGED));
    },
  });
}
