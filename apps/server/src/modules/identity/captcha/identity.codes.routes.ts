import {
  captchaEndpoints,
  CodeChannel,
  CodePurpose,
  Messages,
  type TCodePurpose,
} from '@haoduo/contract';
import type { TDeps } from '../../../platform/deps';
import { forbidden } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { requestCode } from './captcha.service';
import {
  mayReceiveResetCode,
  mayReceiveStaffCode,
  mayReceiveTeacherCode,
  mayReceiveTrialCode,
} from './code-recipients';
import { codeRateLimit } from './rate-limits';

/** The code calls that take only `{ mobile }`. */
type TCodeEndpoint = (typeof captchaEndpoints)[
  'teacherCode' | 'trialCode' | 'omsStaffCode' | 'staffCode' | 'resetCode'];

/**
 * Every public call that sends a code. Each answers `data: null` whether or not a message
 * went out, so none of them tells whether an account exists; except the trial code, whose
 * visitor is told at once that the mobile has no trial account (403, 暂未查询到你的体验账号)
 * instead of waiting for a code that never comes.
 */
export async function captchaRoutes(app: TApp, { db, sms, config }: TDeps): Promise<void> {
  const rateLimit = codeRateLimit(config);

  const codeRoute = (
    endpoint: TCodeEndpoint,
    purpose: TCodePurpose,
    mayReceive: (mobile: string) => Promise<boolean>,
    /** Refuse a mobile that may not receive the code with this 403, recording nothing. */
    refusal?: string,
  ) =>
    route(app, endpoint, {
      rateLimit,
      handler: async (request) => {
        const { mobile } = request.query;
        const deliver = await mayReceive(mobile);
        if (!deliver && refusal) throw forbidden(refusal);
        await requestCode(db, sms, {
          mobile,
          purpose,
          channel: CodeChannel.SMS,
          deliver,
          ip: request.ip,
        });
        return null;
      },
    });

  codeRoute(captchaEndpoints.teacherCode, CodePurpose.LOGIN, (mobile) =>
    mayReceiveTeacherCode(db, mobile),
  );
  codeRoute(
    captchaEndpoints.trialCode,
    CodePurpose.LOGIN,
    (mobile) => mayReceiveTrialCode(db, mobile),
    Messages.NO_TRIAL_ACCOUNT,
  );
  codeRoute(captchaEndpoints.omsStaffCode, CodePurpose.STAFF, (mobile) =>
    mayReceiveStaffCode(db, mobile),
  );
  codeRoute(captchaEndpoints.staffCode, CodePurpose.STAFF, (mobile) =>
    mayReceiveStaffCode(db, mobile),
  );
  codeRoute(captchaEndpoints.resetCode, CodePurpose.RESET, (mobile) =>
    mayReceiveResetCode(db, mobile),
  );

  route(app, captchaEndpoints.resetVoiceCode, {
    owner: 'none',
    rateLimit,
    handler: async (request) => {
      const { mobile } = request.query;
      await requestCode(db, sms, {
        mobile,
        purpose: CodePurpose.RESET,
        channel: CodeChannel.VOICE,
        deliver: await mayReceiveResetCode(db, mobile),
        ip: request.ip,
      });
      return null;
    },
  });
}
