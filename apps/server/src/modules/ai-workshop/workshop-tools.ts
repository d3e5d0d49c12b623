import {
  AI_TOOL_RULE_TYPES,
  ZAiCodeAddBody,
  ZAiDrawAddBody,
  ZAiDrawColorAddBody,
  ZAiModel3dAddBody,
  ZAiMusicAddBody,
  ZAiVideoAddBody,
  type TAiCodeAddBody,
  type TAiDrawAddBody,
  type TAiDrawColorAddBody,
  type TAiModel3dAddBody,
  type TAiMusicAddBody,
  type TAiPointRuleType,
  type TAiTool,
  type TAiVideoAddBody,
} from '@haoduo/contract';
import type { z } from 'zod';

/**
 * What each tool's `add` takes, and what of it is kept with the job: the prompt, the
 * options (everything but class and seed), and the texts the moderation reads.
 */

export type TAddBody =
  | TAiDrawAddBody
  | TAiDrawColorAddBody
  | TAiMusicAddBody
  | TAiVideoAddBody
  | TAiCodeAddBody
  | TAiModel3dAddBody;

export type TJobOptions = Record<string, string | number | boolean | string[] | null>;

export interface TToolSpec {
  tool: TAiTool;
  ruleType: TAiPointRuleType;
  body: z.ZodType<TAddBody>;
  /** Stored as the job's prompt (a colouring template stands in for a missing prompt). */
  promptOf(body: TAddBody): string;
  optionsOf(body: TAddBody): TJobOptions;
  /** Every text of the request the moderation for minors reads. */
  textsOf(body: TAddBody): string[];
}

/** Drop the fields kept elsewhere (class, seed) and absent options. */
function rest(body: TAddBody, drop: readonly string[] = []): TJobOptions {
  const options: TJobOptions = {};
  for (const [name, value] of Object.entries(body)) {
    if (['prompt', 'classId', 'seed', ...drop].includes(name) || value === undefined) continue;
    options[name] = value as TJobOptions[string];
  }
  return options;
}

const plain = (tool: TAiTool, body: z.ZodType<TAddBody>): TToolSpec => ({
  tool,
  ruleType: AI_TOOL_RULE_TYPES[tool],
  body,
  promptOf: (b) => (b as { prompt: string }).prompt,
  optionsOf: (b) => rest(b),
  textsOf: (b) => [(b as { prompt: string }).prompt],
});

export const TOOL_SPECS: Record<TAiTool, TToolSpec> = {
  draw: plain('draw', ZAiDrawAddBody),
  'draw-color': {
    tool: 'draw-color',
    ruleType: AI_TOOL_RULE_TYPES['draw-color'],
    body: ZAiDrawColorAddBody,
    promptOf: (b) => {
      const body = b as TAiDrawColorAddBody;
      return body.prompt ?? `涂色模板：${body.templateId}`;
    },
    optionsOf: (b) => rest(b),
    textsOf: (b) => {
      const body = b as TAiDrawColorAddBody;
      return [body.prompt ?? '', body.palettePrompt ?? ''].filter(Boolean);
    },
  },
  music: plain('music', ZAiMusicAddBody),
  video: {
    ...plain('video', ZAiVideoAddBody),
    textsOf: (b) => {
      const body = b as TAiVideoAddBody;
      return [body.prompt, ...(body.captions ?? [])];
    },
  },
  code: plain('code', ZAiCodeAddBody),
  model3d: plain('model3d', ZAiModel3dAddBody),
};
