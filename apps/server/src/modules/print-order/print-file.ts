import fontkit from '@pdf-lib/fontkit';
import fs from 'node:fs';
import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import {
  PRINT_BOOK_TRIM_MM,
  PrintLimit,
  type TPrintBookSize,
  type TWorksPage,
} from '@haoduo/contract';
import { engineFontFile } from '../../providers/ai/offline/fonts/engine-fonts';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { imageForPdf } from './print-images';
import { layoutPage, type TBox, type TPrintPage } from './print-layout';

const PT_PER_MM = 72 / 25.4;
/** Editor font sizes are pixels of a page this wide. */
const EDITOR_PAGE_PX = 960;

export interface TBookInput {
  title: string;
  authorName: string;
  schoolName: string;
  coverUrl: string | null;
  backCoverUrl: string | null;
  backgroundColor: string | null;
  /** The books inside: one for a pupil's book, several for a class anthology. */
  parts: { title: string; authorName: string; pages: TWorksPage[] }[];
}

const hex = (value: string | null | undefined, fallback = '#ffffff') => {
  const m = /^#?([0-9a-f]{6})$/i.exec(value ?? '') ?? /^#?([0-9a-f]{6})$/i.exec(fallback)!;
  const n = parseInt(m[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

let fontBytes: Buffer | null = null;
let parsedFont: ReturnType<typeof fontkit.create> | null = null;
/**
 * fontkit parsing the font once per process (the WOFF's tables are inflated on parsing, which
 * is slow); each document still embeds only the subset of the characters it uses.
 */
const cachedFontkit = {
  create: (bytes: Uint8Array) => (parsedFont ??= fontkit.create(bytes)),
} as typeof fontkit;

/**
 * The print-ready PDF: every page the trim size plus 3 mm bleed on each side (TrimBox and
 * BleedBox set), cover, inner pages, a blank page when needed for an even count, back cover.
 * Chinese text uses the server's own font, embedded as a subset of the characters used.
 */
export async function buildPrintPdf(
  storage: TStoragePort,
  book: TBookInput,
  bookSize: TPrintBookSize,
): Promise<Uint8Array> {
  const [trimW, trimH] = PRINT_BOOK_TRIM_MM[bookSize];
  const bleed = PrintLimit.BLEED_MM * PT_PER_MM;
  const tw = trimW * PT_PER_MM;
  const th = trimH * PT_PER_MM;
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  fontBytes ??= fs.readFileSync(engineFontFile());
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(book.title);
  doc.setAuthor(book.authorName);
  doc.setCreator('好多AI 绘本印刷');
  const maxPx = Math.ceil((Math.max(trimW, trimH) / 25.4) * PrintLimit.TARGET_DPI);

  const newPage = (background: string | null) => {
    const page = doc.addPage([tw + 2 * bleed, th + 2 * bleed]);
    page.setTrimBox(bleed, bleed, tw, th);
    page.setBleedBox(0, 0, tw + 2 * bleed, th + 2 * bleed);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: tw + 2 * bleed,
      height: th + 2 * bleed,
      color: hex(background),
    });
    return page;
  };
  // A box of the trim area; boxes touching an edge run into the bleed.
  const rect = (box: TBox) => {
    const x0 = box.x <= 0 ? 0 : bleed + box.x * tw;
    const x1 = box.x + box.w >= 1 ? tw + 2 * bleed : bleed + (box.x + box.w) * tw;
    const yTop = box.y <= 0 ? th + 2 * bleed : bleed + (1 - box.y) * th;
    const yBottom = box.y + box.h >= 1 ? 0 : bleed + (1 - box.y - box.h) * th;
    return { x: x0, y: yBottom, width: x1 - x0, height: yTop - yBottom };
  };
  const drawImage = async (page: PDFPage, url: string, box: TBox, fit: 'cover' | 'contain') => {
    const bytes = await imageForPdf(storage, url, maxPx);
    if (!bytes) return;
    const image = await doc.embedJpg(bytes);
    const r = rect(box);
    const scale = (fit === 'cover' ? Math.max : Math.min)(
      r.width / image.width,
      r.height / image.height,
    );
    const w = image.width * scale;
    const h = image.height * scale;
    // Clipped to its box (a covering picture is larger than the box).
    page.pushOperators(
      pushGraphicsState(),
      rectangle(r.x, r.y, r.width, r.height),
      clip(),
      endPath(),
    );
    page.drawImage(image, {
      x: r.x + (r.width - w) / 2,
      y: r.y + (r.height - h) / 2,
      width: w,
      height: h,
    });
    page.pushOperators(popGraphicsState());
  };
  const drawPage = async (layout: TPrintPage) => {
    const page = newPage(layout.background);
    for (const item of layout.items) {
      if (item.type === 'image') await drawImage(page, item.url, item.box, item.fit);
      else if (item.type === 'shape')
        page.drawRectangle({ ...rect(item.box), color: hex(item.fill) });
      else
        drawText(
          page,
          font,
          item.text,
          rect(item.box),
          (item.fontSize * tw) / EDITOR_PAGE_PX,
          hex(item.color, '#333333'),
          item.align,
        );
    }
  };

  // Cover: the cover picture full bleed, the title and author on a band.
  const cover = newPage(book.backgroundColor ?? '#fff7e6');
  if (book.coverUrl) await drawImage(cover, book.coverUrl, { x: 0, y: 0, w: 1, h: 1 }, 'cover');
  const band = rect({ x: 0, y: 0.68, w: 1, h: 0.32 });
  cover.drawRectangle({ ...band, color: rgb(1, 1, 1), opacity: 0.85 });
  drawText(
    cover,
    font,
    book.title,
    { ...band, y: band.y + band.height * 0.4, height: band.height * 0.5 },
    26,
    rgb(0.1, 0.1, 0.1),
    'center',
  );
  drawText(
    cover,
    font,
    `${book.authorName} 著`,
    { ...band, height: band.height * 0.4 },
    14,
    rgb(0.25, 0.25, 0.25),
    'center',
  );

  let inner = 0;
  for (const part of book.parts) {
    if (book.parts.length > 1) {
      const title = newPage('#ffffff');
      drawText(
        title,
        font,
        `${part.title}\n${part.authorName}`,
        rect({ x: 0.1, y: 0.35, w: 0.8, h: 0.3 }),
        22,
        rgb(0.1, 0.1, 0.1),
        'center',
      );
      inner += 1;
    }
    for (const page of part.pages) {
      await drawPage(layoutPage(page));
      inner += 1;
    }
  }
  if (inner % 2 === 1) newPage('#ffffff');

  const back = newPage(book.backgroundColor ?? '#fff7e6');
  if (book.backCoverUrl)
    await drawImage(back, book.backCoverUrl, { x: 0, y: 0, w: 1, h: 1 }, 'cover');
  drawText(
    back,
    font,
    `${book.schoolName}  ·  好多AI 绘本`,
    rect({ x: 0.1, y: 0.86, w: 0.8, h: 0.08 }),
    10,
    rgb(0.3, 0.3, 0.3),
    'center',
  );
  return doc.save();
}

/** Wrapped lines of text inside a box, top down; what does not fit is left out. */
function drawText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  r: { x: number; y: number; width: number; height: number },
  size: number,
  color: ReturnType<typeof rgb>,
  align: 'left' | 'center' | 'right',
) {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const char of paragraph) {
      if (line && font.widthOfTextAtSize(line + char, size) > r.width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    lines.push(line);
  }
  const lineHeight = size * 1.35;
  let y = r.y + r.height - size;
  for (const line of lines) {
    if (y < r.y - 1) break;
    const width = font.widthOfTextAtSize(line, size);
    const x =
      align === 'center'
        ? r.x + (r.width - width) / 2
        : align === 'right'
          ? r.x + r.width - width
          : r.x;
    page.drawText(line, { x, y, size, font, color });
    y -= lineHeight;
  }
}
