import { Messages } from '@haoduo/contract';

/** The Chinese catalogue (default). Texts of the spec come from the contract's Messages. */
export const zhCN = {
  app: {
    title: '好多AI 管理后台',
    brand: '好多AI',
    brandSuffix: '管理后台',
  },
  loading: {
    title: Messages.LOADING_TITLE,
    description: Messages.LOADING_DESCRIPTION,
  },
  errors: {
    networkTitle: Messages.NETWORK_ERROR_TITLE,
    networkDescription: Messages.NETWORK_ERROR_DESCRIPTION,
  },
  login: {
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
  },
  shell: {
    logout: '退出登录',
    expandMenu: '展开菜单',
    collapseMenu: '收起菜单',
    switchLanguage: 'English',
    staffType: {
      '1': '超级管理员',
      '2': '区域工作人员',
      '3': '学校管理员',
      '4': '平台运营人员',
    },
  },
  nav: {
    dashboard: '工作台',
    groups: {
      academic: '教务管理',
      works: '作品与赛事',
      operations: '运营服务',
      safety: '内容安全',
      system: '系统管理',
    },
    items: {
      schools: '学校管理',
      semesters: '学期管理',
      classes: '课班管理',
      teachers: '教师管理',
      students: '学生管理',
      worksAudit: '作品审核',
      tags: '标签管理',
      aiPoints: 'AI积分',
      aiTools: 'AI工具配置',
      aiGenerations: 'AI生成审核',
      safetyAlerts: '安全预警统计',
      safetyRules: '学校安全规则',
      roles: '角色权限',
      auditLog: '操作日志',
      fileTasks: '下载中心',
    },
  },
  dashboard: {
    welcome: '你好，{{name}}',
    intro: '今日数据与近期趋势，数据范围为你可管理的学校。',
    healthTitle: '服务状态',
    refresh: '刷新',
    database: '数据库',
    databaseUp: '正常',
    databaseDown: '异常',
    driver: '数据库引擎',
    version: '服务版本',
    uptime: '已运行',
    environment: '运行环境',
    healthFailed: '暂时无法获取服务状态',
    retry: '重试',
  },
  notFound: {
    title: '404',
    subtitle: Messages.NOT_FOUND_PAGE,
    back: '返回工作台',
  },
  duration: {
    days: '{{count}} 天',
    hours: '{{count}} 小时',
    minutes: '{{count}} 分钟',
    seconds: '{{count}} 秒',
  },
};

type TDeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : TDeepStrings<T[K]> };

/** Every catalogue has the shape of the Chinese one. */
export type TCatalogue = TDeepStrings<typeof zhCN>;
