import { z } from 'zod';
import {
  DRAW_STYLES,
  MUSIC_INSTRUMENTS,
  MUSIC_MOODS,
  MUSIC_SECONDS,
  MUSIC_TEMPO,
  SMART_APP_KINDS,
  VIDEO_SECONDS,
} from '../constants/ai';
import { Messages } from '../messages/messages';
import { CourseMessages as M } from '../messages/course-messages';
import { CourseLimit as L } from './course-constants';

/**
 * A lesson's link into an AI tool: the tool, a task name, the prepared prompt, the tool's
 * settings (the fields its own form sends) and an example picture. One schema per tool, on
 * the field `tool`.
 */

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A link to a file: our storage (/api/media/...) or an http(s) address. */
export const ZCourseLink = z
  .string({ error: M.URL_INVALID })
  .trim()
  .max(L.URL_MAX, Messages.FIELD_TOO_LONG)
  .regex(/^(https?:\/\/|\/)\S*$/, M.URL_INVALID);

/** A link that may be left empty (''). */
export const ZOptionalCourseLink = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.union([z.literal(''), ZCourseLink]),
);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(empty, z.enum(values, { error: M.TOOL_INVALID }).optional());
const int = (min: number, max: number) =>
  z.preprocess(
    empty,
    z
      .number({ error: Messages.FIELD_WRONG_TYPE })
      .int(Messages.FIELD_WRONG_TYPE)
      .min(min, Messages.FIELD_TOO_SMALL)
      .max(max, Messages.FIELD_TOO_BIG)
      .optional(),
  );
const text = (max: number) =>
  z.string({ error: Messages.FIELD_WRONG_TYPE }).trim().max(max, Messages.FIELD_TOO_LONG);

const linkFields = {
  /** What the pupil is asked to make (画出我的家乡), shown on the button's card. */
  title: text(L.LINK_TITLE_MAX).min(1, M.LINK_TITLE_REQUIRED),
  /** The prompt the tool starts with; '' lets the pupil write their own. */
  prompt: text(L.PROMPT_MAX).max(L.PROMPT_MAX, M.PROMPT_TOO_LONG).default(''),
  exampleImageUrl: ZOptionalCourseLink.default(''),
};

export const ZPaintingSettings = z.object({ style: choice(DRAW_STYLES) });
export const ZColoringSettings = z.object({
  mode: choice(['line', 'auto'] as const),
  templateId: z.preprocess(empty, text(40).optional()),
  palettePrompt: z.preprocess(empty, text(100).optional()),
});
export const ZMusicSettings = z.object({
  mood: choice(MUSIC_MOODS),
  instrument: choice(MUSIC_INSTRUMENTS),
  tempo: int(MUSIC_TEMPO.MIN, MUSIC_TEMPO.MAX),
  seconds: int(MUSIC_SECONDS.MIN, MUSIC_SECONDS.MAX),
});
export const ZVideoSettings = z.object({
  style: choice(DRAW_STYLES),
  seconds: int(VIDEO_SECONDS.MIN, VIDEO_SECONDS.MAX),
});
export const ZCodingSettings = z.object({ kind: choice(SMART_APP_KINDS) });
export const ZNoSettings = z.object({});

/** The picture-book template: its pages' texts (the story's skeleton), one page each. */
export const ZBookSettings = z.object({
  bookTitle: text(L.TITLE_MAX).default(''),
  pageTexts: z
    .array(text(L.BOOK_PAGE_TEXT_MAX), { error: M.BOOK_PAGES_INVALID })
    .min(L.BOOK_PAGES_MIN, M.BOOK_PAGES_INVALID)
    .max(L.BOOK_PAGES_MAX, M.BOOK_PAGES_INVALID),
});

/** A prepared training project: its name and categories (the lab's class project form). */
export const ZTrainingSettings = z.object({
  projectName: text(30).min(1, M.TRAINING_PROJECT_REQUIRED),
  categories: z
    .array(text(20).min(1, M.TRAINING_CATEGORIES_INVALID), { error: M.TRAINING_CATEGORIES_INVALID })
    .min(2, M.TRAINING_CATEGORIES_INVALID)
    .max(L.TRAINING_CATEGORIES_MAX, M.TRAINING_CATEGORIES_INVALID)
    .refine((names) => new Set(names).size === names.length, M.TRAINING_CATEGORIES_INVALID),
});

const link = <const TTool extends string, TSettings extends z.ZodType>(
  tool: TTool,
  settings: TSettings,
) => z.object({ tool: z.literal(tool), ...linkFields, settings });

/** A lesson's link as staff write it (and as the server keeps it). */
export const ZLessonToolLinkInput = z.discriminatedUnion(
  'tool',
  [
    link('painting', ZPaintingSettings.default({})),
    link('coloring', ZColoringSettings.default({})),
    link('music', ZMusicSettings.default({})),
    link('video', ZVideoSettings.default({})),
    link('coding', ZCodingSettings.default({})),
    link('model3d', ZNoSettings.default({})),
    link('language', ZNoSettings.default({})),
    link('agent', ZNoSettings.default({})),
    link('book', ZBookSettings),
    link('training-image', ZTrainingSettings),
    link('training-posture', ZTrainingSettings),
    link('training-music', ZTrainingSettings),
  ],
  { error: M.TOOL_INVALID },
);
export type TLessonToolLinkInput = z.input<typeof ZLessonToolLinkInput>;
export type TLessonToolLinkValue = z.output<typeof ZLessonToolLinkInput>;

/** The links of a lesson: at most four, one per tool. */
export const ZLessonToolLinks = z
  .array(ZLessonToolLinkInput, { error: Messages.FIELD_WRONG_TYPE })
  .max(L.TOOL_LINKS_MAX, M.TOOL_LINKS_TOO_MANY)
  .refine(
    (links) => new Set(links.map((l) => l.tool)).size === links.length,
    M.TOOL_LINKS_DUPLICATE,
  )
  .default([]);

/** Settings as clients read them (plain shapes, for the answers). */
const opt = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional();
const out = <const TTool extends string, TSettings extends z.ZodType>(
  tool: TTool,
  settings: TSettings,
) =>
  z.object({
    tool: z.literal(tool),
    title: z.string(),
    prompt: z.string(),
    exampleImageUrl: z.string(),
    settings,
    /** The address that opens the tool prepared for the lesson: `/ai/painting?lesson=12`. */
    path: z.string(),
  });
const ZTrainingOut = z.object({ projectName: z.string(), categories: z.array(z.string()) });
const ZEmptyOut = z.object({});

/** A link as clients read it: what was written, plus the address that opens it. */
export const ZLessonToolLink = z.discriminatedUnion('tool', [
  out('painting', z.object({ style: opt(DRAW_STYLES) })),
  out(
    'coloring',
    z.object({
      mode: opt(['line', 'auto'] as const),
      templateId: z.string().optional(),
      palettePrompt: z.string().optional(),
    }),
  ),
  out(
    'music',
    z.object({
      mood: opt(MUSIC_MOODS),
      instrument: opt(MUSIC_INSTRUMENTS),
      tempo: z.number().int().optional(),
      seconds: z.number().int().optional(),
    }),
  ),
  out('video', z.object({ style: opt(DRAW_STYLES), seconds: z.number().int().optional() })),
  out('coding', z.object({ kind: opt(SMART_APP_KINDS) })),
  out('model3d', ZEmptyOut),
  out('language', ZEmptyOut),
  out('agent', ZEmptyOut),
  out('book', z.object({ bookTitle: z.string(), pageTexts: z.array(z.string()) })),
  out('training-image', ZTrainingOut),
  out('training-posture', ZTrainingOut),
  out('training-music', ZTrainingOut),
]);
export type TLessonToolLink = z.output<typeof ZLessonToolLink>;
