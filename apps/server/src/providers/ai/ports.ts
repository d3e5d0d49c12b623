import type {
  TAiCapability,
  TAiProviderName,
  TDrawStyle,
  TModerationCategory,
  TMusicInstrument,
  TMusicMood,
  TSmartAppKind,
  TVoiceStyle,
} from '@haoduo/contract';

/**
 * The AI provider ports: one per capability. Jobs and routes depend only on these types;
 * the registry (registry.ts) picks the adapter (offline or openai) per capability.
 * See README.md beside this file for the contract of each port.
 */

/** Who produced a result. Every result carries it, so pages can say so honestly. */
export interface TEngineInfo {
  provider: TAiProviderName;
  capability: TAiCapability;
  /** Engine id and version, e.g. `offline-draw@1` or `openai:gpt-4o-mini`. */
  engine: string;
  /** The remote model, when one is used. */
  model: string | null;
  offline: boolean;
  /** A Chinese sentence for the page, e.g. that the offline engine made it. */
  notice: string;
  /** Set when the configuration asked for an online model but the offline engine answered. */
  fallbackReason?: string;
}

export interface TCallOptions {
  /** Stops the work (a job cancelled, a client gone). */
  signal?: AbortSignal;
}

// ---------- chat (language, agent) ----------

export interface TChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface TQuickCommand {
  /** The button label a pupil taps, e.g. 讲个故事. */
  name: string;
  /** What the command asks or answers (the agent author's text). */
  content: string;
}

/** An agent as its author wrote it (ai-agent-config). */
export interface TAgentPersona {
  title: string;
  prologue?: string;
  prompt?: string;
  quickCommands?: TQuickCommand[];
}

export interface TChatRequest extends TCallOptions {
  /** Without a persona the general language assistant answers. */
  persona?: TAgentPersona;
  /** Earlier turns, oldest first (without the new message). */
  history?: TChatMessage[];
  message: string;
}

/** An answer as it streams: text deltas in order (joined they are the whole answer). */
export interface TChatReply extends AsyncIterable<string> {
  /**
   * Read once the deltas have ended: false when the engine had no answer to give (the
   * offline assistant cannot answer it, or only greeted or explained what it can do). Such
   * a message is not charged and pages do not celebrate it.
   */
  answered(): boolean;
}

export interface TChatPort {
  readonly info: TEngineInfo;
  /** The answer, streamed. Iterating throws AiProviderError. */
  stream(request: TChatRequest): TChatReply;
}

// ---------- image (draw) ----------

export interface TImageRequest extends TCallOptions {
  prompt: string;
  seed: number;
  /** Overrides a style named in the prompt. */
  style?: TDrawStyle;
  width?: number;
  height?: number;
}

/** What the drawing engine understood of the prompt (shown to the pupil, kept with the job). */
export interface TSceneSummary {
  subjects: { id: string; label: string; count: number; colour: string | null }[];
  place: string | null;
  timeOfDay: string;
  weather: string | null;
  style: TDrawStyle;
  /** True when no subject was recognised and a default scene was drawn. */
  defaulted: boolean;
}

export interface TImageResult {
  png: Buffer;
  width: number;
  height: number;
  /** Present for the offline engine; online models do not explain themselves. */
  scene: TSceneSummary | null;
  engine: TEngineInfo;
}

export interface TImagePort {
  readonly info: TEngineInfo;
  draw(request: TImageRequest): Promise<TImageResult>;
}

// ---------- colouring ----------

export interface TColouringTemplate {
  id: string;
  title: string;
  /** The drawing prompt the template is built from. */
  prompt: string;
}

export interface TColouringRequest extends TCallOptions {
  /** A template id, or a prompt for a new line drawing. */
  templateId?: string;
  prompt?: string;
  seed: number;
  /** Mood or colour words for the automatic colouring, e.g. 温暖的黄色和橙色. */
  palettePrompt?: string;
}

/** One closed region of a line drawing (see README: region maps). */
export interface TColouringRegion {
  id: number;
  area: number;
  /** [x, y, width, height] */
  box: [number, number, number, number];
  /** A pixel inside the region (a seed for flood fill). */
  seedPoint: [number, number];
  /** The colour the automatic colouring gives it, #rrggbb. */
  suggestedColour: string;
}

export interface TRegionMap {
  width: number;
  height: number;
  /** PNG whose pixel colour encodes the region id: id = r + 256 * g; 0 = line or too small. */
  labelsPng: Buffer;
  regions: TColouringRegion[];
}

export interface TLineArtResult {
  png: Buffer;
  regionMap: TRegionMap;
  title: string;
  engine: TEngineInfo;
}

export interface TAutoColourResult {
  png: Buffer;
  palette: string[];
  title: string;
  engine: TEngineInfo;
}

export interface TColouringPort {
  readonly info: TEngineInfo;
  templates(): TColouringTemplate[];
  lineArt(request: TColouringRequest): Promise<TLineArtResult>;
  autoColour(request: TColouringRequest): Promise<TAutoColourResult>;
}

// ---------- music ----------

export interface TMusicRequest extends TCallOptions {
  prompt: string;
  seed: number;
  mood?: TMusicMood;
  /** Beats per minute. */
  tempo?: number;
  instrument?: TMusicInstrument;
  seconds?: number;
}

export interface TMusicResult {
  wav: Buffer;
  midi: Buffer;
  durationSeconds: number;
  mood: TMusicMood;
  tempo: number;
  instrument: TMusicInstrument;
  /** e.g. C大调 */
  key: string;
  engine: TEngineInfo;
}

export interface TMusicPort {
  readonly info: TEngineInfo;
  compose(request: TMusicRequest): Promise<TMusicResult>;
}

// ---------- video ----------

export interface TVideoRequest extends TCallOptions {
  /** Scenes are drawn from the prompt when no images are given. */
  prompt?: string;
  /** A pupil's pictures (PNG, JPEG or WebP), shown in order. */
  images?: Buffer[];
  /** One caption per scene; default: the prompt's sentences. */
  captions?: string[];
  seconds?: number;
  seed: number;
  style?: TDrawStyle;
}

export interface TVideoResult {
  video: Buffer;
  mimeType: 'video/webm';
  width: number;
  height: number;
  durationSeconds: number;
  frameCount: number;
  /** The first scene as PNG, for a poster or a card. */
  poster: Buffer;
  engine: TEngineInfo;
}

export interface TVideoPort {
  readonly info: TEngineInfo;
  animate(request: TVideoRequest): Promise<TVideoResult>;
}

// ---------- 3D ----------

export interface TModel3dRequest extends TCallOptions {
  prompt: string;
  seed: number;
}

export interface TModel3dResult {
  /** Binary glTF 2.0 (GLB): one self-contained file, no URIs. */
  glb: Buffer;
  mimeType: 'model/gltf-binary';
  subjects: string[];
  engine: TEngineInfo;
}

export interface TModel3dPort {
  readonly info: TEngineInfo;
  build(request: TModel3dRequest): Promise<TModel3dResult>;
}

// ---------- speech (the browser speaks) ----------

export interface TUtterance {
  text: string;
  /** BCP 47, e.g. zh-CN */
  lang: string;
  /** SpeechSynthesisUtterance rate 0.1-10, pitch 0-2, volume 0-1. */
  rate: number;
  pitch: number;
  volume: number;
  /** Voice names to prefer, in order (matched as substrings of speechSynthesis voices). */
  voiceHints: string[];
  /** Pause before the next utterance, in milliseconds. */
  pauseAfterMs: number;
}

export interface TSpeechRequest {
  text: string;
  voiceStyle?: TVoiceStyle;
}

export interface TSpeechPlan {
  mode: 'browser';
  voiceStyle: TVoiceStyle;
  utterances: TUtterance[];
  engine: TEngineInfo;
}

export interface TSpeechPort {
  readonly info: TEngineInfo;
  voiceStyles(): { id: TVoiceStyle; label: string; description: string }[];
  plan(request: TSpeechRequest): TSpeechPlan;
}

// ---------- moderation ----------

export type TModerationStrictness = 'relaxed' | 'standard' | 'strict';

/** A school's or class's own rules, applied on top of the built-in lists for one call. */
export interface TModerationRules {
  /** Extra words refused (matched through the same disguise normalisation). */
  blockedWords?: string[];
  /** Words that are fine here although a list refuses them. */
  allowedWords?: string[];
  /** relaxed: only clear harm; standard (default); strict: borderline words too. */
  strictness?: TModerationStrictness;
}

/** A disclosure: the pupil may be at risk or may put someone at risk (not merely a word). */
export interface TModerationAlert {
  kind: 'self-harm' | 'abuse' | 'violence';
  severity: 'critical' | 'high';
}

export interface TModerationVerdict {
  allowed: boolean;
  categories: TModerationCategory[];
  /** A kind Chinese message when refused, else null; never repeats the refused words. */
  message: string | null;
  /** Which checks flagged it: word-list, context, jailbreak, personal-data, school-rule, openai, nsfwjs. */
  flaggedBy: string[];
  /** The normalised terms that matched (for the teacher's record, never shown to pupils). */
  matches: string[];
  /** Set when the text is a disclosure that a teacher must see at once. */
  alert: TModerationAlert | null;
}

export interface TModerationCheckOptions extends TCallOptions {
  rules?: TModerationRules;
}

export interface TModerationPort {
  readonly info: TEngineInfo;
  checkText(text: string, options?: TModerationCheckOptions): Promise<TModerationVerdict>;
  /** PNG, JPEG or WebP bytes. */
  checkImage(image: Buffer, options?: TCallOptions): Promise<TModerationVerdict>;
}

// ---------- smart apps (ai-code) ----------

export interface TAppRequest extends TCallOptions {
  prompt: string;
  seed: number;
  kind?: TSmartAppKind;
}

export interface TAppResult {
  /** One self-contained HTML document: inline CSS and JS, no external resources. */
  html: string;
  kind: TSmartAppKind;
  title: string;
  engine: TEngineInfo;
}

export interface TAppPort {
  readonly info: TEngineInfo;
  kinds(): { kind: TSmartAppKind; label: string }[];
  build(request: TAppRequest): Promise<TAppResult>;
}

/** The port type of each capability. */
export interface TAiPortMap {
  chat: TChatPort;
  image: TImagePort;
  colouring: TColouringPort;
  music: TMusicPort;
  video: TVideoPort;
  model3d: TModel3dPort;
  speech: TSpeechPort;
  moderation: TModerationPort;
  app: TAppPort;
}
