/**
 * Every user-facing Chinese text of the two specs, used exactly as written there,
 * plus the server's own messages for the wire contract. One source for server and clients.
 */
export const Messages = {
  // Network and errors
  NETWORK_ERROR_TITLE: '网络异常',
  NETWORK_ERROR_DESCRIPTION: '网络请求失败，请检查网络连接',
  CLASS_NOT_USABLE_SUFFIX: '，不可使用',
  NO_VALID_CLASS: '未查询到有效课班，请联系授课老师核实',
  WARM_TIP: '温馨提示',
  NO_INVITE_CODE: '课班未查询到邀请码，请联系授课老师处理',
  BROWSER_FIT: '浏览器适配性疑似不佳，推荐下载「官方推荐浏览器」，以获得更好的使用体验',
  NO_BROWSER_FOR_SYSTEM: '暂无适合当前系统的推荐浏览器',
  NO_TRIAL_PERMISSION: '暂无体验权限',
  NO_TRIAL_ACCOUNT: '暂未查询到你的体验账号',
  NOT_FOUND_PAGE: '访问的页面不存在',
  COPY_SUCCESS: '复制成功',
  LOADING_TITLE: '加载中',
  LOADING_DESCRIPTION: '正在为您准备内容',
  SEARCH_PLACEHOLDER: '搜索作品、学校、作者',

  // Validation
  MOBILE_REQUIRED: '请输入手机号',
  MOBILE_INVALID: '请输入正确的手机号',
  CAPTCHA_REQUIRED: '请输入验证码',
  MOBILE_FIRST: '请先填写手机号',
  LOGIN_NAME_REQUIRED: '请输入登录名',
  PASSWORD_REQUIRED: '请输入密码',
  NEW_PASSWORD_REQUIRED: '请输入新的密码',
  PASSWORD_RULE: '请输入包含英文和数字，8~16位的字符',
  CONFIRM_PASSWORD_REQUIRED: '请确认密码是否一致',
  PASSWORDS_DIFFER: '两次密码不一致',
  OLD_PASSWORD_REQUIRED: '请输入旧密码',
  CLASS_CODE_REQUIRED: '请输入班级码',
  REAL_NAME_REQUIRED: '请输入真实姓名',
  RESET_PASSWORD_SUCCESS: '修改密码成功！',
  REQUIRED_TEMPLATE: '请输入{label}',

  // Login screen
  CREATE_ACCOUNT_LINK: '创建账号（仅限班级码用户）',
  CODE_LOGIN: '验证码登录',
  PASSWORD_LOGIN: '密码登录',
  FORGOT_PASSWORD: '忘记密码',
  TRIAL_POPUP_TITLE: '免费申领好多AI账号',
  TRIAL_CLAIMED: '领取成功',
  CHOOSE_SCHOOL: '选择学校',
  INITIAL_PASSWORD_TITLE: '初始密码设置',
  ENTER_HOME_COUNTDOWN: '进入首页（3s后跳转）',
  RESET_PASSWORD_TITLE: '重置密码',
  BACK_TO_LOGIN_COUNTDOWN: '返回登录（3s后跳转）',
  START_AI_JOURNEY: '开启AI之旅',
  CREATE_ACCOUNT_HINT: '密码与登录名一致，登录后可修改密码',

  // User shell
  JOIN_NEW_CLASS: '加入新班级',
  MY_WORKS: '我的作品',
  BOOK_PRINT: '绘本印刷',
  CLASS_MANAGEMENT: '课班管理',
  STUDENT_WORKS: '学员作品',
  NOT_YET_OPENED: '暂未开通',

  // Server: wire contract
  SIGNATURE_INVALID: '请求签名无效，请刷新页面后重试',
  TENANT_INVALID: '租户信息无效，无权访问',
  ACCOUNT_TYPE_MISMATCH: '账号类型与登录信息不一致，请重新登录',
  SCHOOL_NOT_ALLOWED: '你不属于该学校，无权访问',
  LOGIN_REQUIRED: '登录已过期，请重新登录',
  FORBIDDEN: '没有权限执行此操作',
  NOT_FOUND: '访问的记录不存在',
  ROUTE_NOT_FOUND: '访问的接口不存在',
  VALIDATION_FAILED: '提交的内容有误，请检查后重试',
  BODY_TOO_LARGE: '提交的内容太大了',
  BODY_INVALID_JSON: '提交的内容格式不正确',
  UNSUPPORTED_MEDIA_TYPE: '不支持的内容格式',
  TOO_MANY_REQUESTS: '操作太频繁了，请稍后再试',
  SERVER_ERROR: '服务器开小差了，请稍后再试',
  SERVICE_UNAVAILABLE: '服务暂时不可用，请稍后再试',
  FIELD_REQUIRED: '此项为必填项',
  FIELD_WRONG_TYPE: '此项的格式不正确',
  FIELD_TOO_LONG: '此项内容太长了',
  FIELD_TOO_SHORT: '此项内容太短了',
  FIELD_TOO_BIG: '此项数值太大了',
  FIELD_TOO_SMALL: '此项数值太小了',
  FIELD_INVALID_VALUE: '此项的取值不在允许范围内',
  FIELD_CONTROL_CHARACTERS: '此项含有看不见的特殊字符，请删除后重新输入',
} as const;

export type TMessageKey = keyof typeof Messages;

/** Fill `{name}` placeholders of a message template. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
