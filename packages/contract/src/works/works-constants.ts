/**
 * Works, likes, tags and media: the limits the server enforces and the editor
 * and gallery show. One source for server, web and console.
 */

type ValueOf<T> = T[keyof T];

export const WorksLimit = {
  NAME_MAX: 50,
  AUTHOR_MAX: 30,
  SCHOOL_NAME_MAX: 50,
  INTRO_MAX: 500,
  PROMPT_MAX: 2000,
  /** Pages of a picture book (cover and back cover are not pages). */
  PAGES_MAX: 40,
  PAGE_TEXT_MAX: 500,
  /** v2 text boxes per page, v3 blocks per page. */
  TEXT_BOXES_MAX: 10,
  BLOCKS_MAX: 30,
  /** Media items of a single-picture, video or free-creation work. */
  CONTENT_ITEMS_MAX: 20,
  TAGS_PER_WORK_MAX: 10,
  TAG_NAME_MAX: 20,
  /** The HTML/JS source of a smart application (agent program code). */
  AGENT_CODE_MAX: 200_000,
  URL_MAX: 500,
  AUDIT_REMARK_MAX: 200,
  RECOMMEND_NUM_DEFAULT: 6,
  RECOMMEND_NUM_MAX: 20,
  KEYWORD_MAX: 50,
  SORT_SCORE_MAX: 1_000_000,
  /** Rows of one xlsx export. */
  EXPORT_ROWS_MAX: 10_000,
  HISTORY_PROMPT_MAX: 2000,
} as const;

/** Who made a work (worksCreatorType): the account types, plus back-office staff. */
export const WorksCreatorType = { TEACHER: 1, STUDENT: 2, STAFF: 3 } as const;
export type TWorksCreatorType = ValueOf<typeof WorksCreatorType>;

export const WORKS_STATUS_LABELS: Record<number, string> = {
  0: '草稿',
  1: '待审核',
  2: '已发布',
  3: '已下架',
};

export const AUDIT_STATUS_LABELS: Record<number, string> = {
  0: '待审核',
  1: '审核通过',
  2: '审核不通过',
};

/**
 * What a work holds, beside its type (the design's fixed work types): a music or 3D work is a
 * free creation (type 3) like a free-form picture book, so lists and filters need the kind.
 * book: picture books (types 1-3); picture: single images (7: drawings, colourings);
 * music (3: a melody); video (5); model3d (3: a 3D model); app (6: smart applications);
 * agent (4).
 */
export const WORKS_KINDS = [
  'book',
  'picture',
  'music',
  'video',
  'model3d',
  'app',
  'agent',
] as const;
export type TWorksKind = (typeof WORKS_KINDS)[number];

/** The work type a kind of work is classed as. */
export const WORK_TYPE_OF_KIND: Record<TWorksKind, number> = {
  book: 1,
  picture: 7,
  music: 3,
  video: 5,
  model3d: 3,
  app: 6,
  agent: 4,
};

/**
 * The one state a work shows its author and teachers, from its status and review:
 * draft, rejected (a draft with the teacher's reason), pending (submitted), published,
 * offline.
 */
export type TWorksState = 'draft' | 'rejected' | 'pending' | 'published' | 'offline';

export function worksStateOf(work: { status: number; auditStatus: number }): TWorksState {
  switch (work.status) {
    case 1:
      return 'pending';
    case 2:
      return work.auditStatus === 1 ? 'published' : 'pending';
    case 3:
      return 'offline';
    default:
      return work.auditStatus === 2 ? 'rejected' : 'draft';
  }
}

/** Orders of the gallery (works-index). */
export const WORKS_SORTS = ['recommend', 'newest', 'popular'] as const;
export type TWorksSort = (typeof WORKS_SORTS)[number];

/** Events of a work's making-of history, in the order they happened. */
export const WorksHistoryEvent = {
  CREATE: 'create',
  COPY: 'copy',
  PROMPT: 'prompt',
  AI_RESULT: 'ai-result',
  EDIT: 'edit',
  SUBMIT: 'submit',
  WITHDRAW: 'withdraw',
  AUDIT: 'audit',
  STATUS: 'status',
} as const;
export type TWorksHistoryEvent = ValueOf<typeof WorksHistoryEvent>;

export const WORKS_HISTORY_EVENT_LABELS: Record<TWorksHistoryEvent, string> = {
  create: '创建作品',
  copy: '复制作品',
  prompt: '输入提示词',
  'ai-result': '采用AI生成结果',
  edit: '修改作品',
  submit: '提交审核',
  withdraw: '撤回审核',
  audit: '审核',
  status: '状态变更',
};

/** Layouts of a v2 picture-book page. */
export const PAGE_LAYOUTS = [
  'picture-top',
  'picture-bottom',
  'picture-left',
  'picture-right',
  'picture-full',
  'text-only',
] as const;
export type TPageLayout = (typeof PAGE_LAYOUTS)[number];

/** Uploaded files: what kinds exist, and how large each may be. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];
/** What pupils (and browser uploads) may send: documents (PDF) are back-office site files only. */
export const PUPIL_MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export type TPupilMediaKind = (typeof PUPIL_MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES: Record<TMediaKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

export const MEDIA_KIND_LABELS: Record<TMediaKind, string> = {
  image: '图片',
  audio: '音频',
  video: '视频',
  document: 'PDF 文档',
};

/** Image bombs are refused from the header, before any decoding. */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Card thumbnails: this wide at most (WebP). */
export const THUMBNAIL_WIDTH = 480;

/** Files are served here (outside /api/v1, so <img> and <video> need no signature). */
export const MEDIA_URL_PREFIX = '/api/media/';
/** A media URL as stored in a work (a private one may carry ?exp=&sig=, dropped on save). */
export const MEDIA_URL_PATTERN =
  /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,255}(\?[A-Za-z0-9=&_.-]*)?$/;

/** Colours are #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
