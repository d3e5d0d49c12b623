/**
 * Every enumeration of the wire contract, in one place.
 * Each enum is a frozen object plus the union type of its values.
 */

type ValueOf<T> = T[keyof T];

// In files of their own, so the web carries them only with the pages that use them.
export * from './print-order-status';
export * from './grades-and-id-cards';

export const AccountType = { TEACHER: 1, STUDENT: 2 } as const;
export type TAccountType = ValueOf<typeof AccountType>;

/** Back-office account kinds (the spec's "super type in another enumeration"). */
export const StaffType = {
  SUPER_ADMIN: 1,
  AREA_STAFF: 2,
  SCHOOL_MANAGER: 3,
  PLATFORM_OPERATOR: 4,
} as const;
export type TStaffType = ValueOf<typeof StaffType>;

export const ServiceType = { FANBOOK: 1, AGENT: 2, AI_WORKSHOP: 3, AI_HARDWARE: 4 } as const;
export type TServiceType = ValueOf<typeof ServiceType>;

export const ToolType = {
  AGENT: 6,
  LANGUAGE: 11,
  DRAW: 12,
  MUSIC: 13,
  VIDEO: 14,
  THREE_D: 15,
  AI_ENLIGHTENMENT: 31,
  AI_HARDWARE: 41,
} as const;
export type TToolType = ValueOf<typeof ToolType>;

/** The fanbook ("community") sub types: the large-model tools. */
export const FANBOOK_SUB_TYPES = [
  ToolType.LANGUAGE,
  ToolType.VIDEO,
  ToolType.MUSIC,
  ToolType.DRAW,
  ToolType.THREE_D,
] as const;

export const ClassStatus = {
  TO_BE_OPENED: 10,
  IN_SESSION: 60,
  FINISHED: 100,
  CLOSED: 99,
  TO_BE_IMPLEMENTED: 110,
} as const;
export type TClassStatus = ValueOf<typeof ClassStatus>;

export const CLASS_STATUS_LABELS: Record<TClassStatus, string> = {
  10: '待开班',
  60: '开班中',
  100: '已完成',
  99: '已关闭',
  110: '待实施',
};

/** The client's class status labels, mapped onto the numeric statuses. */
export const ClassStatusLabel = {
  INIT: ClassStatus.TO_BE_OPENED,
  OPENING: ClassStatus.IN_SESSION,
  IMPLEMENT: ClassStatus.TO_BE_IMPLEMENTED,
  CLOSE: ClassStatus.CLOSED,
} as const;

/** Allowed class status transitions. 99 is final. */
export const CLASS_STATUS_TRANSITIONS: Record<TClassStatus, readonly TClassStatus[]> = {
  10: [60, 110, 99],
  110: [60, 99],
  60: [100, 99],
  100: [99],
  99: [],
};

export function canTransitionClassStatus(from: TClassStatus, to: TClassStatus): boolean {
  return CLASS_STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses in which the agent tool may be used (INIT, OPENING, IMPLEMENT). */
export const AGENT_USABLE_CLASS_STATUSES: readonly TClassStatus[] = [10, 60, 110];

export const WorkType = {
  PICTURE_BOOK: 1,
  BRAND_DESIGN: 2,
  FREE_CREATION: 3,
  AGENT: 4,
  VIDEO_CREATION: 5,
  SMART_APPLICATION: 6,
  SINGLE_IMAGE: 7,
} as const;
export type TWorkType = ValueOf<typeof WorkType>;

export const WORK_TYPE_LABELS: Record<TWorkType, string> = {
  1: '绘本',
  2: '品牌设计',
  3: '自由创作',
  4: '智能体',
  5: '视频创作',
  6: '智能应用',
  7: '单图',
};

export const WorksVersion = { V1: 1, V2: 2, V3: 3 } as const;

export const WorksStatus = { DRAFT: 0, SUBMITTED: 1, PUBLISHED: 2, OFFLINE: 3 } as const;
export type TWorksStatus = ValueOf<typeof WorksStatus>;

export const AuditStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type TAuditStatus = ValueOf<typeof AuditStatus>;

export const JobStatus = {
  QUEUED: 'queued',
  RUNNING: 'running',
  DONE: 'done',
  FAILED: 'failed',
} as const;
export type TJobStatus = ValueOf<typeof JobStatus>;

export const TicketStatus = { OPEN: 1, TRANSFERRED: 2, FINISHED: 3 } as const;
export type TTicketStatus = ValueOf<typeof TicketStatus>;

export const ChannelStatus = { OFFLINE: 0, ONLINE: 1 } as const;
export const ESignStatus = { OFFLINE: 0, ONLINE: 1 } as const;

export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: '星期一',
  2: '星期二',
  3: '星期三',
  4: '星期四',
  5: '星期五',
  6: '星期六',
  7: '星期日',
};

/** What a resource of the download centre is: a browser installer or a class's material. */
export const DownloadKind = { BROWSER: 'browser', MATERIAL: 'material' } as const;
export type TDownloadKind = ValueOf<typeof DownloadKind>;

/** Whether a resource of the download centre is listed. */
export const DownloadStatus = { WITHDRAWN: 0, LISTED: 1 } as const;
export type TDownloadStatus = ValueOf<typeof DownloadStatus>;
