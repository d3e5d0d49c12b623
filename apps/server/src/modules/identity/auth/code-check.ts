import {
  AuthMessages,
  LoginAccountKind,
  LoginResult,
  type TCodePurpose,
  type TLoginMethod,
} from '@haoduo/contract';
import type { TDb } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { consumeCode } from '../captcha/captcha.service';
import { findUserByMobile } from '../users/users.queries';
import { recordLogin, type TLoginAccount, type TRequestMeta } from './login-records';

export interface TCodeCheck {
  account: TLoginAccount;
  purpose: TCodePurpose;
  code: string;
  method: TLoginMethod;
  meta: TRequestMeta;
}

/** The code step of a code sign-in: use the code up, or record the failure and refuse. */
export async function checkCode(db: TDb, check: TCodeCheck, now: Date): Promise<void> {
  const ok = await consumeCode(
    db,
    { mobile: check.account.value, purpose: check.purpose, code: check.code },
    now,
  );
  if (ok) return;
  const user =
    check.account.kind === LoginAccountKind.MOBILE
      ? await findUserByMobile(db, check.account.value)
      : null;
  await recordLogin(
    db,
    {
      account: check.account,
      userId: user?.id ?? null,
      method: check.method,
      result: LoginResult.WRONG_CODE,
      meta: check.meta,
    },
    now,
  );
  throw badRequest(AuthMessages.CAPTCHA_WRONG);
}
