/**
 * Options of the AI workshop shared by the server's engines and the pages that offer them:
 * drawing styles, music moods and instruments, voice styles, smart-app kinds. Values are
 * stable identifiers; labels are what a pupil reads.
 */

export const AI_CAPABILITIES = [
  'chat',
  'image',
  'colouring',
  'music',
  'video',
  'model3d',
  'speech',
  'moderation',
  'app',
] as const;
export type TAiCapability = (typeof AI_CAPABILITIES)[number];

export const AI_PROVIDER_NAMES = ['offline', 'openai'] as const;
export type TAiProviderName = (typeof AI_PROVIDER_NAMES)[number];

export const DRAW_STYLES = ['cartoon', 'watercolour', 'crayon', 'pixel', 'line'] as const;
export type TDrawStyle = (typeof DRAW_STYLES)[number];
export const DRAW_STYLE_LABELS: Record<TDrawStyle, string> = {
  cartoon: '卡通',
  watercolour: '水彩',
  crayon: '蜡笔',
  pixel: '像素',
  line: '线稿',
};

export const MUSIC_MOODS = ['happy', 'sad', 'calm', 'excited', 'mysterious', 'epic'] as const;
export type TMusicMood = (typeof MUSIC_MOODS)[number];
export const MUSIC_MOOD_LABELS: Record<TMusicMood, string> = {
  happy: '欢快',
  sad: '忧伤',
  calm: '安静',
  excited: '激动',
  mysterious: '神秘',
  epic: '雄壮',
};

export const MUSIC_INSTRUMENTS = [
  'piano',
  'musicbox',
  'flute',
  'strings',
  'guitar',
  'synth',
  'organ',
] as const;
export type TMusicInstrument = (typeof MUSIC_INSTRUMENTS)[number];
export const MUSIC_INSTRUMENT_LABELS: Record<TMusicInstrument, string> = {
  piano: '钢琴',
  musicbox: '八音盒',
  flute: '长笛',
  strings: '弦乐',
  guitar: '吉他',
  synth: '电子合成器',
  organ: '风琴',
};
/** Music length limits in seconds (the offline engine renders up to this). */
export const MUSIC_SECONDS = { MIN: 5, DEFAULT: 30, MAX: 120 } as const;
export const MUSIC_TEMPO = { MIN: 50, MAX: 180 } as const;

/** Voice styles of an agent (spoken by the browser's Web Speech voices). */
export const VOICE_STYLES = [
  'gentle',
  'lively',
  'calm',
  'child',
  'elder',
  'robot',
  'announcer',
  'storyteller',
] as const;
export type TVoiceStyle = (typeof VOICE_STYLES)[number];
export const VOICE_STYLE_LABELS: Record<TVoiceStyle, string> = {
  gentle: '温柔姐姐',
  lively: '活泼伙伴',
  calm: '沉稳老师',
  child: '可爱童声',
  elder: '慈祥爷爷',
  robot: '机器人',
  announcer: '播音员',
  storyteller: '故事大王',
};

/** Kinds of small app the smart-app (ai-code) engine builds. */
export const SMART_APP_KINDS = [
  'quiz',
  'flashcards',
  'timer',
  'clicker',
  'guess-number',
  'drawing-board',
  'calculator',
  'dice',
  'memory',
  'typing',
  'unit-converter',
  'pomodoro',
  'times-table',
  'lucky-draw',
] as const;
export type TSmartAppKind = (typeof SMART_APP_KINDS)[number];
export const SMART_APP_KIND_LABELS: Record<TSmartAppKind, string> = {
  quiz: '答题小测验',
  flashcards: '单词卡片',
  timer: '计时器',
  clicker: '点击小游戏',
  'guess-number': '猜数字',
  'drawing-board': '画板',
  calculator: '计算器',
  dice: '掷骰子',
  memory: '记忆翻牌',
  typing: '打字练习',
  'unit-converter': '单位换算',
  pomodoro: '番茄钟',
  'times-table': '乘法口诀',
  'lucky-draw': '随机点名',
};

/** Video length limits in seconds. */
export const VIDEO_SECONDS = { MIN: 3, DEFAULT: 8, MAX: 30 } as const;

/** Moderation categories for minors. */
export const MODERATION_CATEGORIES = [
  'violence',
  'sexual',
  'self-harm',
  'drugs',
  'gambling',
  'hate',
  'personal-data',
  'bullying',
  'jailbreak',
  /** A word a school or class blocked for itself. */
  'school-rule',
] as const;
export type TModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** Longest prompt a pupil may send to an AI tool. */
export const AI_PROMPT_MAX_LENGTH = 500;
