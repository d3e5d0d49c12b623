/** Business constants and limits shared by the server and the clients. */

export const TENANT_CODE_DEFAULT = '53';

export const MOBILE_BREAKPOINT_PX = 768;
export const LAZY_FALLBACK_DELAY_MS = 200;
export const STATE_PERSIST_TIMEOUT_MS = 5000;
export const CAPTCHA_COUNTDOWN_SECONDS = 30;
export const AUTO_REDIRECT_SECONDS = 3;
export const CLOSE_DELAY_MS = 500;
export const TRIAL_CLICK_WINDOW_MS = 1000;
export const TOOL_TILE_COUNT = 8;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const MOBILE_LENGTH = 11;

/** Request signature: allowed clock skew between client and server. */
export const SIGNATURE_MAX_SKEW_MS = 300_000;

export const Dialog = {
  /** Default modal width (centred). */
  DEFAULT_WIDTH: 520,
  /** The project's own modal component's default width. */
  MODAL_WIDTH: 560,
  MIN_BODY_HEIGHT: 160,
  /** Maximum body height is the screen height minus this. */
  MAX_HEIGHT_OFFSET: 300,
  MATERIAL_NOTICE_WIDTH: 360,
  BROWSER_MODAL_WIDTH: 400,
} as const;

export const Paging = {
  DEFAULT_CURRENT_PAGE: 1,
  DEFAULT_PAGE_SIZE: 10,
  MAX_PAGE_SIZE: 100,
} as const;

export const MonitoringSampling = {
  TRACES: 1.0,
  REPLAYS_SESSION: 0.1,
  REPLAYS_ON_ERROR: 1.0,
} as const;

export const Theme = {
  PRIMARY: '#4AB1FF',
  WARNING: '#FF6200',
} as const;

/** Local storage keys of the site, plus the session key. */
export const StorageKey = {
  BROWSER_CHECK: 'browserCheck',
  TEACHER_CREATE: 'teacherCreate',
  COMPETITOR: 'competitor',
  LOGIN_TENANT_ID: 'loginTenantId',
  MOBILE_PHONE: 'mobilePhone',
  /** The single-sign-on ticket taken from the URL. */
  SSO_TICKET: 'ssoTicket',
  /** A random id of this browser, sent as `mac` when a pupil creates an account. */
  DEVICE_ID: 'deviceId',
  /** Persisted client state (token, accountType, user, accountList, classes). */
  APP_STATE: 'appState',
  /** The back office's persisted staff session (token, refreshToken, staff). */
  CONSOLE_SESSION: 'consoleSession',
  /** The interface language chosen in the back office (zh_CN or en). */
  CONSOLE_LANGUAGE: 'consoleLanguage',
  /** The interface language chosen on the learner/teacher site (zh-CN or en). */
  LANGUAGE: 'language',
} as const;

/**
 * A cookie the learner/teacher site keeps while its pages differ from what a Chinese-reading
 * visitor sees (someone is signed in, or English is chosen): the server then sends the
 * application's page instead of one rendered for a visitor. A hint only: it carries nothing
 * of the session.
 */
export const OWN_VIEW_COOKIE = 'haoduo-own-view';

export const SessionStorageKey = {
  HIDE_BROWSER_ENTRY: 'hideBrowserEntry',
  TOP_TAB: 'zpCenterTab',
} as const;

/** Local storage entries that survive logout. */
export const STORAGE_KEYS_KEPT_ON_LOGOUT: readonly string[] = [
  StorageKey.TEACHER_CREATE,
  StorageKey.COMPETITOR,
  StorageKey.BROWSER_CHECK,
];

/** HTTP header names of the wire contract. */
export const Header = {
  AUTHORIZATION: 'authorization',
  TENANT_CODE: 'permission-tenant-en',
  ACCOUNT_TYPE: 'accounts-info',
  TENANT_INFO: 'tenant-info',
} as const;

export const Environments = ['dev', 'qa', 'pre', 'prod'] as const;
export type TEnvironment = (typeof Environments)[number];
