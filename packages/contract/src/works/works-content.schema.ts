import { z } from 'zod';
import { Messages } from '../messages/messages';
import { HEX_COLOR_PATTERN, MEDIA_URL_PATTERN, PAGE_LAYOUTS, WorksLimit } from './works-constants';
import { WorksMessages } from './works-messages';

/**
 * The content of a work, by version. Input schemas fill defaults; output schemas are strict
 * (no defaults, no unknown keys), so each stored page reads back as exactly one version.
 *
 * - v1, the classic picture book: `worksPageList` of `{ picUrl, text }` (a picture above,
 *   text below).
 * - v2, laid-out pages: each page has a `layout`, its own `backgroundColor`, the picture and
 *   up to 10 positioned `textBoxes` (x, y, width, height in percent of the page).
 * - v3, rich pages: each page is a free canvas of up to 30 `blocks` (text, image, shape,
 *   audio narration), positioned in percent, over a background colour or picture; `text`
 *   holds the page's plain text for search, printing and read-aloud.
 * Single pictures, videos and free creations keep their media in `worksContentList`
 * (`{ type: image|video|audio, url, posterUrl, text }`); `worksCompressContentList` is made
 * by the server: a thumbnail for every picture of the work, in reading order.
 */

/** A file of ours (/api/media/<key>); a signed private link's query is dropped on save. */
export const ZMediaUrl = z
  .string({ error: WorksMessages.MEDIA_URL_INVALID })
  .trim()
  .max(WorksLimit.URL_MAX, WorksMessages.MEDIA_URL_INVALID)
  .regex(MEDIA_URL_PATTERN, WorksMessages.MEDIA_URL_INVALID);

export const ZHexColor = z
  .string({ error: WorksMessages.COLOR_INVALID })
  .regex(HEX_COLOR_PATTERN, WorksMessages.COLOR_INVALID);

/** A link: http(s) or a path of this site (never protocol-relative). */
export const ZLinkUrl = z
  .string({ error: WorksMessages.URL_INVALID })
  .trim()
  .max(WorksLimit.URL_MAX, WorksMessages.URL_INVALID)
  .regex(/^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/, WorksMessages.URL_INVALID);

const ZPageText = z
  .string({ error: Messages.FIELD_WRONG_TYPE })
  .max(WorksLimit.PAGE_TEXT_MAX, WorksMessages.PAGE_TEXT_TOO_LONG);
const ZPercent = z.number({ error: Messages.FIELD_WRONG_TYPE }).min(0).max(100);
const ZFontSize = z.number({ error: Messages.FIELD_WRONG_TYPE }).int().min(8).max(120);
const ZAlign = z.enum(['left', 'center', 'right']);

// ---- v1 -------------------------------------------------------------------------------

export const ZPageV1 = z
  .object({
    picUrl: ZMediaUrl.nullable().default(null),
    text: ZPageText.default(''),
  })
  .describe('v1 page: a picture (picUrl, may be null) above its text');
const ZPageV1Out = z.strictObject({ picUrl: z.string().nullable(), text: z.string() });

// ---- v2 -------------------------------------------------------------------------------

export const ZTextBox = z.object({
  text: ZPageText.default(''),
  x: ZPercent.default(5),
  y: ZPercent.default(70),
  width: ZPercent.default(90),
  height: ZPercent.default(25),
  fontSize: ZFontSize.default(24),
  color: ZHexColor.default('#333333'),
  align: ZAlign.default('left'),
  bold: z.boolean().default(false),
});
const ZTextBoxOut = z.strictObject({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  fontSize: z.number(),
  color: z.string(),
  align: ZAlign,
  bold: z.boolean(),
});

export const ZPageV2 = z
  .object({
    picUrl: ZMediaUrl.nullable().default(null),
    text: ZPageText.default(''),
    layout: z.enum(PAGE_LAYOUTS).default('picture-top'),
    backgroundColor: ZHexColor.nullable().default(null),
    textBoxes: z.array(ZTextBox).max(WorksLimit.TEXT_BOXES_MAX).default([]),
  })
  .describe(
    'v2 page: a layout, its own background colour, the picture and up to 10 text boxes positioned in percent of the page; text is the plain text for reading aloud and printing',
  );
const ZPageV2Out = z.strictObject({
  picUrl: z.string().nullable(),
  text: z.string(),
  layout: z.enum(PAGE_LAYOUTS),
  backgroundColor: z.string().nullable(),
  textBoxes: z.array(ZTextBoxOut),
});

// ---- v3 -------------------------------------------------------------------------------

const blockBox = {
  x: ZPercent.default(0),
  y: ZPercent.default(0),
  width: ZPercent.default(100),
  height: ZPercent.default(100),
  rotation: z.number().min(-360).max(360).default(0),
};
const blockBoxOut = {
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
};

export const ZBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    ...blockBox,
    text: ZPageText.default(''),
    fontSize: ZFontSize.default(24),
    color: ZHexColor.default('#333333'),
    align: ZAlign.default('left'),
    bold: z.boolean().default(false),
    italic: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('image'),
    ...blockBox,
    url: ZMediaUrl,
    fit: z.enum(['cover', 'contain']).default('cover'),
  }),
  z.object({
    type: z.literal('shape'),
    ...blockBox,
    shape: z.enum(['rect', 'ellipse', 'star', 'heart', 'cloud']),
    fill: ZHexColor.default('#4AB1FF'),
    stroke: ZHexColor.nullable().default(null),
  }),
  z.object({
    type: z.literal('audio'),
    ...blockBox,
    url: ZMediaUrl,
    label: z.string().max(50).default(''),
  }),
]);
const ZBlockOut = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('text'),
    ...blockBoxOut,
    text: z.string(),
    fontSize: z.number(),
    color: z.string(),
    align: ZAlign,
    bold: z.boolean(),
    italic: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('image'),
    ...blockBoxOut,
    url: z.string(),
    fit: z.enum(['cover', 'contain']),
  }),
  z.strictObject({
    type: z.literal('shape'),
    ...blockBoxOut,
    shape: z.enum(['rect', 'ellipse', 'star', 'heart', 'cloud']),
    fill: z.string(),
    stroke: z.string().nullable(),
  }),
  z.strictObject({ type: z.literal('audio'), ...blockBoxOut, url: z.string(), label: z.string() }),
]);

export const ZPageV3 = z
  .object({
    backgroundColor: ZHexColor.nullable().default(null),
    backgroundPicUrl: ZMediaUrl.nullable().default(null),
    text: ZPageText.default(''),
    blocks: z.array(ZBlock).max(WorksLimit.BLOCKS_MAX).default([]),
  })
  .describe(
    'v3 page: a free canvas of up to 30 blocks (text, image, shape, audio) positioned in percent, drawn in order over the background',
  );
const ZPageV3Out = z.strictObject({
  backgroundColor: z.string().nullable(),
  backgroundPicUrl: z.string().nullable(),
  text: z.string(),
  blocks: z.array(ZBlockOut),
});

/** A stored page of any version, as the API returns it. */
export const ZWorksPage = z.union([ZPageV1Out, ZPageV2Out, ZPageV3Out]);
export type TPageV1 = z.infer<typeof ZPageV1>;
export type TPageV2 = z.infer<typeof ZPageV2>;
export type TPageV3 = z.infer<typeof ZPageV3>;
export type TWorksPage = z.infer<typeof ZWorksPage>;

// ---- media content ----------------------------------------------------------------------

const contentItem = <T extends 'image' | 'video' | 'audio'>(type: T) =>
  z.object({
    type: z.literal(type),
    url: ZMediaUrl,
    posterUrl: ZMediaUrl.nullable().default(null),
    text: ZPageText.default(''),
  });
export const ZImageItem = contentItem('image');
export const ZVideoItem = contentItem('video');
export const ZAudioItem = contentItem('audio');
export const ZContentItem = z.discriminatedUnion('type', [ZImageItem, ZVideoItem, ZAudioItem]);
export type TContentItem = z.infer<typeof ZContentItem>;

export const ZContentItemOut = z.strictObject({
  type: z.enum(['image', 'video', 'audio']),
  url: z.string(),
  posterUrl: z.string().nullable(),
  text: z.string(),
});

/** A thumbnail of one picture of the work (made by the server). */
export const ZCompressItem = z.object({ picUrl: z.string(), originUrl: z.string() });
export type TCompressItem = z.infer<typeof ZCompressItem>;
