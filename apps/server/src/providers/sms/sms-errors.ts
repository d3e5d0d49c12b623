import { SmsMessages } from '@haoduo/contract';

/**
 * A vendor refused a message: the status and Chinese sentence the caller gets, and the
 * vendor's own code for the log.
 */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
  constructor(
    readonly status: 400 | 429 | 503,
    message: string,
    readonly vendorCode: string,
  ) {
    super(message);
  }
}

type TMapped = [400 | 429 | 503, string];
const invalid: TMapped = [400, SmsMessages.MOBILE_INVALID];
const frequent: TMapped = [429, SmsMessages.TOO_FREQUENT];
const daily: TMapped = [429, SmsMessages.DAILY_LIMIT];
const blocked: TMapped = [400, SmsMessages.MOBILE_BLOCKED];
const out: TMapped = [503, SmsMessages.OUT_OF_SERVICE];
const config: TMapped = [503, SmsMessages.MISCONFIGURED];

/** Aliyun SMS (dysmsapi) and voice (dyvmsapi) error codes. */
const ALIYUN: Record<string, TMapped> = {
  'isv.MOBILE_NUMBER_ILLEGAL': invalid,
  'isv.MOBILE_COUNT_OVER_LIMIT': invalid,
  'isv.BUSINESS_LIMIT_CONTROL': frequent,
  'isv.DAY_LIMIT_CONTROL': daily,
  'isv.BLACK_KEY_CONTROL_LIMIT': blocked,
  'isv.DENY_IP_RANGE': config,
  'isv.AMOUNT_NOT_ENOUGH': out,
  'isv.OUT_OF_SERVICE': out,
  'isv.ACCOUNT_ABNORMAL': out,
  'isv.ACCOUNT_NOT_EXISTS': config,
  'isv.SMS_SIGNATURE_ILLEGAL': config,
  'isv.SMS_SIGN_ILLEGAL': config,
  'isv.SMS_TEMPLATE_ILLEGAL': config,
  'isv.TEMPLATE_MISSING_PARAMETERS': config,
  'isv.INVALID_PARAMETERS': config,
  'isv.TTS_TEMPLATE_ILLEGAL': config,
  'isv.DISPLAY_NUMBER_ILLEGAL': config,
  'isp.SYSTEM_ERROR': out,
  'isp.RAM_PERMISSION_DENY': config,
  SignatureDoesNotMatch: config,
  'InvalidAccessKeyId.NotFound': config,
  'InvalidAccessKeyId.Inactive': config,
  'Forbidden.RAM': config,
  Throttling: frequent,
  'Throttling.User': frequent,
};

/** Tencent Cloud SMS and voice (vms) error codes. */
const TENCENT: Record<string, TMapped> = {
  'InvalidParameterValue.IncorrectPhoneNumber': invalid,
  'FailedOperation.ContainDomesticAndInternationalPhoneNumber': invalid,
  'LimitExceeded.PhoneNumberThirtySecondLimit': frequent,
  'LimitExceeded.PhoneNumberOneHourLimit': frequent,
  'LimitExceeded.PhoneNumberSameContentDailyLimit': daily,
  'LimitExceeded.PhoneNumberDailyLimit': daily,
  'LimitExceeded.DailyLimit': daily,
  'LimitExceeded.AppDailyLimit': out,
  'FailedOperation.PhoneNumberInBlacklist': blocked,
  'FailedOperation.PhoneNumberOnBlacklist': blocked,
  'FailedOperation.InsufficientBalanceInSmsPackage': out,
  'FailedOperation.SignatureIncorrectOrUnapproved': config,
  'FailedOperation.TemplateIncorrectOrUnapproved': config,
  'InvalidParameterValue.TemplateParameterFormatError': config,
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': config,
  'UnauthorizedOperation.SerivceSuspendDueToArrears': out,
  'AuthFailure.SignatureFailure': config,
  'AuthFailure.SignatureExpire': config,
  'AuthFailure.SecretIdNotFound': config,
  'AuthFailure.InvalidSecretId': config,
  RequestLimitExceeded: frequent,
  InternalError: out,
};

export function smsError(vendor: 'aliyun' | 'tencent', code: string): SmsProviderError {
  const [status, message] = (vendor === 'aliyun' ? ALIYUN : TENCENT)[code] ?? [
    503,
    SmsMessages.SEND_FAILED,
  ];
  return new SmsProviderError(status, message, code);
}

/** POST with a time limit; a network failure or timeout is the vendor being out of reach. */
export async function vendorFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let answer: Response;
  try {
    answer = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new SmsProviderError(503, SmsMessages.SEND_FAILED, 'NETWORK');
  }
  const text = await answer.text();
  try {
    return { status: answer.status, json: JSON.parse(text) };
  } catch {
    throw new SmsProviderError(503, SmsMessages.SEND_FAILED, `HTTP_${answer.status}`);
  }
}
