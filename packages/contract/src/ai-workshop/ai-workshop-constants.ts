import { ToolType } from '../constants/enums';

/**
 * The AI workshop's tools, AI points and the teacher's controls: identifiers,
 * limits and labels shared by the server and the pages.
 */

type ValueOf<T> = T[keyof T];

/** The generation tools that run as jobs. Each has the routes `/<resource>/custom/...`. */
export const AI_TOOLS = ['draw', 'draw-color', 'music', 'video', 'code', 'model3d'] as const;
export type TAiTool = (typeof AI_TOOLS)[number];

/** Path resource of each tool: `/api/v1/works-service/<resource>/custom/add`. */
export const AI_TOOL_RESOURCES: Record<TAiTool, string> = {
  draw: 'ai-draw',
  'draw-color': 'ai-draw-color',
  music: 'ai-music',
  video: 'ai-video',
  code: 'ai-code',
  model3d: 'ai-model3d',
};

export const AI_TOOL_LABELS: Record<TAiTool, string> = {
  draw: 'AI绘画',
  'draw-color': 'AI涂色',
  music: 'AI音乐',
  video: 'AI视频',
  code: 'AI编程',
  model3d: 'AI 3D模型',
};

/**
 * Point rule types (`aiPointConfigRuleType`): the tool types (ToolType), plus
 * the two workshop tools that have no tool type of their own (colouring and smart apps),
 * numbered after AI enlightenment (31), the workshop they belong to.
 */
export const AiPointRuleType = {
  AGENT: ToolType.AGENT,
  LANGUAGE: ToolType.LANGUAGE,
  DRAW: ToolType.DRAW,
  MUSIC: ToolType.MUSIC,
  VIDEO: ToolType.VIDEO,
  THREE_D: ToolType.THREE_D,
  DRAW_COLOR: 32,
  CODE: 33,
} as const;
export type TAiPointRuleType = ValueOf<typeof AiPointRuleType>;
export const AI_POINT_RULE_TYPES = Object.values(AiPointRuleType) as TAiPointRuleType[];

export const AI_POINT_RULE_LABELS: Record<TAiPointRuleType, string> = {
  6: '智能体对话',
  11: '语言大模型对话',
  12: 'AI绘画',
  13: 'AI音乐',
  14: 'AI视频',
  15: 'AI 3D模型',
  32: 'AI涂色',
  33: 'AI编程',
};

/** Costs until the back office sets its own (ai-point-config/mng/set). */
export const AI_POINT_DEFAULT_COSTS: Record<TAiPointRuleType, number> = {
  6: 1,
  11: 1,
  12: 2,
  13: 3,
  14: 5,
  15: 3,
  32: 1,
  33: 2,
};

export const AI_TOOL_RULE_TYPES: Record<TAiTool, TAiPointRuleType> = {
  draw: AiPointRuleType.DRAW,
  'draw-color': AiPointRuleType.DRAW_COLOR,
  music: AiPointRuleType.MUSIC,
  video: AiPointRuleType.VIDEO,
  code: AiPointRuleType.CODE,
  model3d: AiPointRuleType.THREE_D,
};

/**
 * Which tool sub types of a class open a tool for its pupils (any one of them): the
 * tool's own large-model tile, or the AI workshop (AI enlightenment, /ai).
 */
export const AI_TOOL_CLASS_SUB_TYPES: Record<TAiTool | 'agent' | 'language', readonly number[]> = {
  draw: [ToolType.DRAW, ToolType.AI_ENLIGHTENMENT],
  'draw-color': [ToolType.DRAW, ToolType.AI_ENLIGHTENMENT],
  music: [ToolType.MUSIC, ToolType.AI_ENLIGHTENMENT],
  video: [ToolType.VIDEO, ToolType.AI_ENLIGHTENMENT],
  code: [ToolType.AI_ENLIGHTENMENT],
  model3d: [ToolType.THREE_D, ToolType.AI_ENLIGHTENMENT],
  agent: [ToolType.AGENT, ToolType.AI_ENLIGHTENMENT],
  language: [ToolType.LANGUAGE, ToolType.AI_ENLIGHTENMENT],
};

/** Tools a teacher can lock for a lesson: the job tools and the chat. */
export const AI_LOCKABLE_TOOLS = [...AI_TOOLS, 'agent'] as const;
export type TAiLockableTool = (typeof AI_LOCKABLE_TOOLS)[number];
export const AI_LOCKABLE_TOOL_LABELS: Record<TAiLockableTool, string> = {
  ...AI_TOOL_LABELS,
  agent: '智能体对话',
};

/** Whose points an account holds. Budgets flow school → class → pupil (and teacher). */
export const AiPointOwnerType = { SCHOOL: 1, CLASS: 2, USER: 3 } as const;
export type TAiPointOwnerType = ValueOf<typeof AiPointOwnerType>;
export const AI_POINT_OWNER_LABELS: Record<TAiPointOwnerType, string> = {
  1: '学校',
  2: '班级',
  3: '个人',
};

/** Kinds of point change (`pointType` of a record). Every change is a record with a reason. */
export const AiPointType = {
  /** The back office set a balance (school budgets, corrections). */
  SET: 1,
  /** Points handed down from the parent budget (school → class, class → pupil). */
  ALLOCATE_IN: 2,
  /** Points handed down to a child budget. */
  ALLOCATE_OUT: 3,
  /** A generation or a chat message was charged before it ran. */
  CHARGE: 4,
  /** A generation or a chat message failed: its charge came back. */
  REFUND: 5,
  /** A points code was redeemed. */
  REDEEM: 6,
} as const;
export type TAiPointType = ValueOf<typeof AiPointType>;
export const AI_POINT_TYPE_LABELS: Record<TAiPointType, string> = {
  1: '后台设置',
  2: '分配获得',
  3: '分配给下级',
  4: 'AI创作消耗',
  5: '失败退回',
  6: '兑换码充值',
};

export const AiPointLimit = {
  /** Largest balance of one account, and largest single change. */
  MAX_POINTS: 10_000_000,
  /** Largest cost of one generation. */
  MAX_COST: 1000,
  /** Largest per-pupil daily limit a teacher can set. */
  MAX_DAILY_LIMIT: 10_000,
  REASON_MAX: 100,
  /** Pupils one allocation may hand points to. */
  ALLOCATE_MAX_PUPILS: 500,
  /** Codes made in one batch, and the points one code is worth. */
  CODE_BATCH_MAX: 200,
  CODE_POINTS_MAX: 100_000,
  /** Rows of a records export. */
  EXPORT_MAX_ROWS: 50_000,
} as const;

/** A lesson the teacher opens lasts this long unless closed earlier (minutes). */
export const AI_LESSON_MINUTES = { MIN: 5, DEFAULT: 45, MAX: 240 } as const;

/** How often pupils' pages read the class's AI controls (seconds). */
export const AI_CONTROL_POLL_SECONDS = 5;

/** Agents (ai-agent-config) and chats. */
export const AiAgentLimit = {
  TITLE_MAX: 30,
  PROLOGUE_MAX: 500,
  PROMPT_MAX: 4000,
  QUICK_COMMANDS_MAX: 8,
  QUICK_COMMAND_NAME_MAX: 20,
  QUICK_COMMAND_CONTENT_MAX: 500,
  MESSAGE_MAX: 500,
  /** Earlier turns sent to the model with a new message. */
  HISTORY_TURNS: 10,
} as const;

/**
 * The chat route (`/ai-agent-conversation/custom/chat`) answers with server-sent events:
 * `delta` ({ text }) pieces of the answer in order, then one `done`
 * ({ messageId, points, engine }) or one `error` ({ code, message }).
 */
export const AiChatEvent = { DELTA: 'delta', DONE: 'done', ERROR: 'error' } as const;

/** Who wrote a chat message: the pupil or teacher, or the agent answering. */
export const AiChatRole = { USER: 'user', ASSISTANT: 'assistant' } as const;
export type TAiChatRole = ValueOf<typeof AiChatRole>;

/** Longest caption of a video scene, and most scenes or pictures of one video. */
export const AI_VIDEO_CAPTION_MAX = 60;
export const AI_VIDEO_IMAGES_MAX = 8;

/** The stored file server of generated results (outside /api/v1, for <img> and <audio>). */
export const AI_FILE_URL_PREFIX = '/api/ai-files/';
