import { Messages } from '@haoduo/contract';

export const login = {
  heading: '登录管理后台',
  tagline: '面向学校的 AI 创作教育平台',
  highlights: '学校与课班 · 师生账号 · 作品与赛事 · AI 工具与积分',
  passwordTab: Messages.PASSWORD_LOGIN,
  codeTab: Messages.CODE_LOGIN,
  username: '登录名',
  usernameRequired: Messages.LOGIN_NAME_REQUIRED,
  password: '密码',
  passwordRequired: Messages.PASSWORD_REQUIRED,
  submit: '登录',
  failed: '登录失败',
  footer: '仅限平台工作人员使用',
  codeSent: '验证码已发送',
  mobile: '手机号',
  code: '验证码',
  resendIn: '{{count}}秒后重新获取',
  getCode: '获取验证码',
};
