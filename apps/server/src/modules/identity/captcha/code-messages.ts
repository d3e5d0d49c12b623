import { CaptchaRule, CodeChannel, type TCodeChannel, type TCodePurpose } from '@haoduo/contract';

const PURPOSE_TEXT: Record<TCodePurpose, string> = {
  login: '登录验证码',
  staff: '管理后台登录验证码',
  reset: '重置密码验证码',
  mobile: '更换手机号验证码',
  'mobile-old': '验证原手机号验证码',
  identity: '找回身份密码验证码',
};

/** The text of the SMS or voice message. The outbox is the only place a code is written. */
export function codeMessage(purpose: TCodePurpose, channel: TCodeChannel, code: string): string {
  const minutes = CaptchaRule.TTL_SECONDS / 60;
  if (channel === CodeChannel.VOICE) {
    return `你的好多AI${PURPOSE_TEXT[purpose]}是 ${code.split('').join(' ')}，${minutes}分钟内有效。`;
  }
  return `【好多AI】你的${PURPOSE_TEXT[purpose]}是${code}，${minutes}分钟内有效。请勿告诉他人，如非本人操作请忽略。`;
}
