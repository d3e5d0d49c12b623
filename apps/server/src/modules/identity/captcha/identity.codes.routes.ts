import { AuthMessages, Messages, ZMobile } from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { AUTH_PREFIXES } from '../auth/auth-prefixes';
import { requestCode } from './captcha.service';
import {
  mayReceiveResetCode,
  mayReceiveStaffCode,
  mayReceiveTeacherCode,
  mayReceiveTrialCode,
} from './code-recipients';
import { CodePurpose, type TCodePurpose } from './code-messages';
import { codeRateLimit } from './rate-limits';

const ZMobileQuery = z.object({ mobile: ZMobile });
const ZAudioCaptchaQuery = z.object({
  mobile: ZMobile,
  /** The spec fixes it at 0: a voice code for the caller's own password reset. */
  modifyUserId: z.coerce
    .number()
    .int()
    .min(0)
    .max(0, AuthMessages.MODIFY_USER_ID_INVALID)
    .default(0),
});

const WORKS = '/api/v1/works-service';

/**
 * Every public call that sends a code. Each answers `data: null` whether or not a message
 * went out, so none of them tells whether an account exists; except the trial code, whose
 * visitor is told at once that the mobile has no trial account (403, 暂未查询到你的体验账号)
 * instead of waiting for a code that never comes.
 */
export async function captchaRoutes(app: TApp, { db, sms, config }: TDeps): Promise<void> {
  const rateLimit = codeRateLimit(config);

  const codeRoute = (
    url: string,
    summary: string,
    purpose: TCodePurpose,
    mayReceive: (mobile: string) => Promise<boolean>,
    /** Refuse a mobile that may not receive the code with this 403, recording nothing. */
    refusal?: string,
  ) =>
    app.get(
      url,
      {
        config: { access: 'public', rateLimit },
        schema: { tags: ['captcha'], summary, querystring: ZMobileQuery, response: okEmpty },
      },
      async (request) => {
        const { mobile } = request.query;
        const deliver = await mayReceive(mobile);
        if (!deliver && refusal) throw forbidden(refusal);
        await requestCode(db, sms, { mobile, purpose, channel: 'sms', deliver, ip: request.ip });
        return ok(null);
      },
    );

  codeRoute(
    `${WORKS}/works/custom/send-captcha`,
    'Teacher sign-in code by SMS',
    CodePurpose.LOGIN,
    (mobile) => mayReceiveTeacherCode(db, mobile),
  );
  codeRoute(
    `${WORKS}/works/custom/tourist-captcha`,
    'Trial sign-in code by SMS (403 暂未查询到你的体验账号 for a mobile without a trial account)',
    CodePurpose.LOGIN,
    (mobile) => mayReceiveTrialCode(db, mobile),
    Messages.NO_TRIAL_ACCOUNT,
  );
  codeRoute(
    `${WORKS}/works/oms/user/send-captcha`,
    'Back-office sign-in code by SMS',
    CodePurpose.STAFF,
    (mobile) => mayReceiveStaffCode(db, mobile),
  );
  for (const prefix of AUTH_PREFIXES) {
    codeRoute(
      `${prefix}/captcha`,
      'Back-office sign-in code by SMS (for login-with-captcha)',
      CodePurpose.STAFF,
      (mobile) => mayReceiveStaffCode(db, mobile),
    );
    codeRoute(
      `${prefix}/get-modify-pwd-captcha`,
      'Forgot-password code by SMS',
      CodePurpose.RESET,
      (mobile) => mayReceiveResetCode(db, mobile),
    );
    app.get(
      `${prefix}/get-audio-captcha`,
      {
        config: { access: 'public', owner: 'none', rateLimit },
        schema: {
          tags: ['captcha'],
          summary: 'Forgot-password code by voice call',
          querystring: ZAudioCaptchaQuery,
          response: okEmpty,
        },
      },
      async (request) => {
        const { mobile } = request.query;
        await requestCode(db, sms, {
          mobile,
          purpose: CodePurpose.RESET,
          channel: 'voice',
          deliver: await mayReceiveResetCode(db, mobile),
          ip: request.ip,
        });
        return ok(null);
      },
    );
  }
}
