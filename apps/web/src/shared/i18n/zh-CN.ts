import { AuthMessages, Messages } from '@haoduo/contract';
import { shellZhCN } from './zh-CN-shell';
import type { competitionZhCN } from './competition.zh-CN';
import type { courseZhCN } from './course.zh-CN';
import type { manageZhCN } from './manage.zh-CN';
import type { safetyZhCN } from './safety.zh-CN';
import type { studioZhCN } from './studio.zh-CN';
import type { trainingZhCN } from './training.zh-CN';
import type { trainingClassZhCN } from './trainingClass.zh-CN';
import type { trainingDialogsZhCN } from './trainingDialogs.zh-CN';
import type { trainingMusicZhCN } from './trainingMusic.zh-CN';
import type { worksZhCN } from './works.zh-CN';
import type { printZhCN } from './print.zh-CN';

/**
 * The Chinese catalogue (default) of the shell and every page. Spec texts come from the
 * contract's Messages. The sections only some pages use (TTextSection) are not in it: they
 * load with those pages (loadTexts in i18n.ts).
 */
export const zhCN = {
  app: {
    name: '好多AI',
    slogan: '面向学校的AI创作教育平台',
  },
  nav: {
    home: '首页',
    aiTools: 'AI工具',
    aiCourse: 'AI课程',
    competitionCenter: '赛事中心',
    worksSquare: '作品广场',
    menu: '菜单',
  },
  header: {
    searchPlaceholder: Messages.SEARCH_PLACEHOLDER,
    trial: '体验AI',
    create: 'AI创作',
    login: '登录',
    creationCenter: '创作中心',
    downloadCenter: '下载中心',
    changePassword: '修改密码',
    /** The user menu's name when the account has none to show. */
    account: '我的账号',
    logout: '退出登录',
  },
  loading: {
    title: Messages.LOADING_TITLE,
    description: Messages.LOADING_DESCRIPTION,
  },
  notFound: {
    title: Messages.NOT_FOUND_PAGE,
    backHome: '返回首页',
  },
  routeError: {
    title: '页面出错了',
    description: '页面加载失败，可能是网络不稳定或网站刚刚更新。',
    reload: '刷新页面',
  },
  pages: {
    download: '下载中心',
    login: '登录',
    aiPainting: 'AI绘画',
    aiCoding: 'AI编程',
    aiVideo: 'AI视频',
    aiMusic: 'AI音乐',
    aiColoring: 'AI涂色',
    aiAgent: '智能体',
    trainingImage: '图像训练',
    trainingMusic: '音乐训练',
    trainingPosture: '姿态训练',
    competitionIntroduce: '赛事介绍',
    competitionDetail: '赛事详情',
    hangzhouFestival: '杭州AI创作节',
    myBook: Messages.MY_WORKS,
    bookPrint: Messages.BOOK_PRINT,
    studentList: Messages.CLASS_MANAGEMENT,
    studentBook: Messages.STUDENT_WORKS,
    bookEdit: '绘本编辑',
    bookReading: '绘本阅读',
    bookDetail: '绘本详情',
    videoPlay: '视频播放',
    agentCode: '智能体编程',
    singleImage: '单图作品',
    courseDetail: '课程详情',
    loadingDemo: '加载组件演示',
  },
  ai: {
    workshop: 'AI工坊',
    training: 'AI训练',
    backHome: '返回首页',
    language: '语言助手',
    model3d: '3D模型',
  },
  user: {
    creationCenter: '创作中心',
  },
  login: {
    student: '我是学生',
    teacher: '我是老师',
    trial: '用户体验',
    back: '返回',
    membersOnly: '本平台仅面向合作学校开放，暂不支持自主注册。',
    businessPhone: '业务咨询电话：{{phone}}',
  },
  auth: {
    loginName: '登录名',
    loginNamePlaceholder: Messages.LOGIN_NAME_REQUIRED,
    password: '密码',
    passwordPlaceholder: Messages.PASSWORD_REQUIRED,
    mobile: '手机号',
    mobilePlaceholder: Messages.MOBILE_REQUIRED,
    captcha: '验证码',
    captchaPlaceholder: Messages.CAPTCHA_REQUIRED,
    getCaptcha: '获取验证码',
    resendIn: '{{seconds}}秒后重新获取',
    captchaSent: '验证码已发送，请查看手机短信',
    voiceHint: '收不到短信？',
    voiceCaptcha: '获取语音验证码',
    voiceSent: '语音验证码已发送，请留意来电',
    login: '登录',
    codeLogin: Messages.CODE_LOGIN,
    passwordLogin: Messages.PASSWORD_LOGIN,
    forgotPassword: Messages.FORGOT_PASSWORD,
    createAccountLink: Messages.CREATE_ACCOUNT_LINK,
    studentForgot: '忘记密码？请找班级老师重置',
    newPassword: '新密码',
    newPasswordPlaceholder: Messages.NEW_PASSWORD_REQUIRED,
    confirmPassword: '确认密码',
    confirmPasswordPlaceholder: '请再次输入新的密码',
    passwordTip: '8~16位，要同时有英文字母和数字',
    confirm: '确定',
    cancel: '取消',
    validation: {
      mobileRequired: Messages.MOBILE_REQUIRED,
      mobileInvalid: Messages.MOBILE_INVALID,
      captchaRequired: Messages.CAPTCHA_REQUIRED,
      mobileFirst: Messages.MOBILE_FIRST,
      loginNameRequired: Messages.LOGIN_NAME_REQUIRED,
      passwordRequired: Messages.PASSWORD_REQUIRED,
      newPasswordRequired: Messages.NEW_PASSWORD_REQUIRED,
      passwordRule: Messages.PASSWORD_RULE,
      confirmPasswordRequired: Messages.CONFIRM_PASSWORD_REQUIRED,
      passwordsDiffer: Messages.PASSWORDS_DIFFER,
      oldPasswordRequired: Messages.OLD_PASSWORD_REQUIRED,
      classCodeRequired: Messages.CLASS_CODE_REQUIRED,
      realNameRequired: Messages.REAL_NAME_REQUIRED,
    },
    flow: {
      noValidClass: Messages.NO_VALID_CLASS,
      noTeacherAccount: AuthMessages.NO_TEACHER_ACCOUNT,
      chooseSchool: Messages.CHOOSE_SCHOOL,
      chooseSchoolHint: '你在多所学校任教，请选择这次要进入的学校',
    },
    initial: {
      title: Messages.INITIAL_PASSWORD_TITLE,
      hint: '第一次登录，请先设置你的登录密码，以后可以用手机号和密码登录。',
      stepSet: '设置密码',
      stepDone: '设置成功',
      success: '密码设置成功',
      enterHome: Messages.ENTER_HOME_COUNTDOWN,
    },
    reset: {
      title: Messages.RESET_PASSWORD_TITLE,
      stepAccount: '确认账号',
      stepPassword: '重置密码',
      stepDone: '完成',
      accountHint: '请输入账号绑定的手机号，我们会发送验证码确认是你本人。',
      next: '下一步',
      submit: '确认修改',
      success: Messages.RESET_PASSWORD_SUCCESS,
      backToLogin: Messages.BACK_TO_LOGIN_COUNTDOWN,
    },
    createAccount: {
      title: '创建学生账号',
      intro: '输入老师给你的班级码和你的真实姓名，就能创建自己的账号。',
      classCode: '班级码',
      classCodePlaceholder: Messages.CLASS_CODE_REQUIRED,
      realName: '真实姓名',
      realNamePlaceholder: Messages.REAL_NAME_REQUIRED,
      submit: '创建账号',
      back: '返回登录',
      successTitle: '账号创建成功',
      loginName: '登录名',
      password: '密码',
      hint: Messages.CREATE_ACCOUNT_HINT,
      teacherHelp: '请记好登录名和密码；遇到问题可以找班级老师帮忙。',
      start: Messages.START_AI_JOURNEY,
    },
    trial: {
      banner: Messages.TRIAL_POPUP_TITLE,
      bannerAction: '查看',
      title: Messages.TRIAL_POPUP_TITLE,
      total: '已有<strong>{{count}}</strong>位老师成功领取',
      recent: '最近领取',
      claimed: Messages.TRIAL_CLAIMED,
      empty: '还没有人领取，快来成为第一位吧',
      howTo: '拨打业务咨询电话 {{phone}} 即可免费申领；领取后在这里用手机号和验证码登录。',
      howToNoPhone: '请联系好多AI业务人员免费申领；领取后在这里用手机号和验证码登录。',
      gotIt: '我已有体验账号，去登录',
      noPermissionTitle: Messages.NO_TRIAL_PERMISSION,
      noPermission: Messages.NO_TRIAL_ACCOUNT,
      noPermissionHint: '请确认手机号是否正确，或先免费申领体验账号。',
      apply: '免费申领',
      close: '知道了',
    },
    changePassword: {
      title: '修改密码',
      hint: '修改成功后，需要用新密码重新登录。',
      oldPassword: '旧密码',
      oldPasswordPlaceholder: Messages.OLD_PASSWORD_REQUIRED,
      success: Messages.RESET_PASSWORD_SUCCESS,
    },
    sso: {
      failed: '统一登录已失效，请重新登录',
    },
  },
  home: {
    heroTitle: '让每个孩子都能用AI创作',
    heroSubtitle:
      '好多AI为学校提供AI工具、AI课程、赛事活动和作品展示：学生在课堂上用绘画、音乐、视频、编程与智能体大胆创作，老师轻松开课、管理班级和作品。',
    heroPrimary: '开始创作',
    heroSecondary: '了解AI工具',
    toolsTitle: 'AI工具',
    toolsSubtitle: '八类AI工具，覆盖从启蒙到实践的创作课堂',
    worksTitle: '优秀作品',
    worksEmpty: '暂无公开作品',
    competitionsTitle: '赛事活动',
    competitionsEmpty: '暂无进行中的赛事',
    coursesTitle: 'AI课程',
    coursesEmpty: '暂无课程',
    courseLessons: '{{count}}节课',
    viewAll: '查看全部',
  },
  tools: {
    language: { title: '语言大模型', desc: '对话问答，辅助阅读、写作与思考' },
    video: { title: '视频大模型', desc: '用文字和图片生成短视频' },
    music: { title: '音乐大模型', desc: '描述心情与风格，创作旋律和伴奏' },
    draw: { title: '绘画大模型', desc: '把想法画出来，生成插画与绘本画面' },
    threeD: { title: '3D大模型', desc: '搭建可以旋转观察的三维场景' },
    agent: { title: '智能体', desc: '设计一个属于自己的AI助手' },
    workshop: { title: 'AI工坊', desc: '绘画、编程、视频、音乐与模型训练实验' },
    hardware: { title: 'AI硬件', desc: '连接AI硬件，动手实践' },
    typeModel: '大模型',
    typeAgent: 'AI应用',
    typeEnlightenment: 'AI启蒙',
    typeHardware: '动手实践',
  },
  device: {
    title: '设备信息',
    systemType: '系统类型',
    screenSize: '屏幕尺寸',
    availableScreenSize: '可用屏幕尺寸',
    outerSize: '浏览器外部尺寸',
    innerSize: '浏览器内部尺寸',
    pixelRatio: '像素比',
    userAgent: '用户代理',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    copyJson: '复制为JSON',
    copySuccess: Messages.COPY_SUCCESS,
    copyFailed: '复制失败，请手动复制',
    hint: '遇到显示问题时，可将以下信息复制给老师或客服。',
  },
  /**
   * A competition's phase (the contract's COMPETITION_PHASE_LABELS, which a test compares):
   * written out so the shell does not carry the competition constants.
   */
  competitionPhase: {
    'not-started': '未开始',
    registering: '报名中',
    competing: '比赛中',
    judging: '评审中',
    ended: '已结束',
  },
  errors: {
    networkTitle: Messages.NETWORK_ERROR_TITLE,
    networkDescription: Messages.NETWORK_ERROR_DESCRIPTION,
  },
  ...shellZhCN,
  footer: {
    copyright: '© {{year}} 好多AI',
    language: '语言',
  },
} as const;

type TWidenStrings<T> = { [K in keyof T]: T[K] extends string ? string : TWidenStrings<T[K]> };

/** The texts loaded with the pages that use them, each in its own zh-CN and English files. */
interface TSections {
  competition: typeof competitionZhCN;
  course: typeof courseZhCN;
  manage: typeof manageZhCN;
  safety: typeof safetyZhCN;
  training: typeof trainingZhCN;
  trainingClass: typeof trainingClassZhCN;
  trainingDialogs: typeof trainingDialogsZhCN;
  trainingMusic: typeof trainingMusicZhCN;
  studio: typeof studioZhCN;
  works: typeof worksZhCN;
  print: typeof printZhCN;
}
export type TTextSection = keyof TSections;

/** The shape every catalogue must have, sections included. */
export type TCatalogue = TWidenStrings<typeof zhCN & TSections>;
/** A catalogue without its sections: what zh-CN.ts and en.ts hold. */
export type TBaseCatalogue = Omit<TCatalogue, TTextSection>;
