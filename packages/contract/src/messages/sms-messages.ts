/** What a code request answers when the SMS or voice vendor refuses it. */
export const SmsMessages = {
  MOBILE_INVALID: '手机号码不正确，请检查后重新输入',
  TOO_FREQUENT: '获取验证码太频繁，请稍后再试',
  DAILY_LIMIT: '今天获取验证码的次数已达上限，请明天再试',
  MOBILE_BLOCKED: '该手机号暂时无法接收验证码，请联系客服',
  OUT_OF_SERVICE: '短信服务暂时不可用，请稍后再试',
  MISCONFIGURED: '短信服务配置有误，请联系管理员',
  SEND_FAILED: '验证码发送失败，请稍后再试',
} as const;
