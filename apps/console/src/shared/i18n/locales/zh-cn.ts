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
    codeTabSoon: '验证码登录即将开放',
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
    },
  },
  nav: {
    dashboard: '工作台',
    groups: {
      academic: '教务管理',
      works: '作品与赛事',
      operations: '运营服务',
      partners: '合作与渠道',
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
      competitions: '赛事管理',
      awards: '奖项管理',
      printOrders: '印刷订单',
      aiPoints: 'AI积分',
      aiTools: 'AI工具配置',
      partners: '合作伙伴',
      roles: '角色权限',
      tickets: '工单',
      integrations: '渠道与集成',
      loginRecords: '登录记录',
    },
    scopes: {
      schools: '学校信息、学校点位与区域，学校的课程假期安排。',
      semesters: '平台学期的设置与当前学期。',
      classes: '课班的创建、同步、班级码、有效期与学员创建方式。',
      teachers: '教师账号的新增、启用停用与所属学校。',
      students: '学生账号、转班、重置密码与账号导出打印。',
      worksAudit: '作品审核、推荐、排序分与标签。',
      tags: '作品标签的新增、排序与删除。',
      competitions: '赛事的发布与下线、报名管理与获奖名单。',
      awards: '奖项设置与获奖作品。',
      printOrders: '绘本印刷订单的下单、支付、取消与驳回。',
      aiPoints: 'AI积分账户、积分规则与积分流水。',
      aiTools: '各学校的 AI 工具开通与智能体配置。',
      partners: '合作伙伴的家长、学员、分组与配音账号。',
      roles: '角色、角色包、数据权限与免验证手机号。',
      tickets: '工单的回复、转派与完结。',
      integrations: '公众号渠道、电子签模板与推送映射。',
      loginRecords: '后台登录记录与异常登录。',
    },
  },
  dashboard: {
    welcome: '你好，{{name}}',
    intro:
      '欢迎使用好多AI 管理后台。左侧菜单汇集了学校、课班、师生、作品、赛事与 AI 运营的全部管理功能，各功能将陆续开放。',
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
  comingSoon: {
    subtitle: '该功能将在后续版本中上线，敬请期待。',
    scope: '将包含：{{scope}}',
    back: '返回工作台',
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
