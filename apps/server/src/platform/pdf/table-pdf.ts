import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { firstFontOfCollection } from './ttc-font';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Printable lists as PDF (A4 portrait, a title, a table that continues over pages, page
 * numbers). Chinese is drawn with the font the server ships (HaoduoSansSC-Bold.woff: GB 2312
 * and ASCII, see providers/ai/offline/fonts/README.md), embedded as a subset of the characters
 * used, so the file opens the same on a machine without any Chinese font and stays small. A
 * text with a character outside it (names often have one) is drawn with a system CJK font when
 * one is installed (FALLBACK_FONTS, embedded as a subset too); otherwise the character is □.
 */
const FONT_FILE = 'HaoduoSansSC-Bold.woff';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROW_HEIGHT = 24;
const TEXT_SIZE = 11;
const MISSING = '□';

function fontFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    // dist/fonts beside the bundled server (scripts/build.mjs copies them there).
    path.join(here, 'fonts', FONT_FILE),
    path.resolve(here, '../../providers/ai/offline/fonts', FONT_FILE),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The PDF font is missing (looked in ${candidates.join(', ')})`);
  return found;
}

let fontBytes: Buffer | undefined;

const FALLBACK_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];
let fallbackBytes: Buffer | null | undefined;

async function embedFallback(doc: PDFDocument): Promise<PDFFont | undefined> {
  if (fallbackBytes === undefined) {
    const file = FALLBACK_FONTS.find((candidate) => fs.existsSync(candidate));
    fallbackBytes = file ? firstFontOfCollection(fs.readFileSync(file)) : null;
  }
  if (!fallbackBytes) return undefined;
  try {
    return await doc.embedFont(fallbackBytes, { subset: true });
  } catch {
    fallbackBytes = null;
    return undefined;
  }
}

export interface TPdfColumn<T> {
  header: string;
  /** Share of the table's width (the shares are summed). */
  width: number;
  value: (row: T, index: number) => string;
}

export interface TTablePdf<T> {
  title: string;
  /** Lines under the title (school, semester, date ...). */
  subtitle: string[];
  columns: readonly TPdfColumn<T>[];
  rows: readonly T[];
  /** Shown when there are no rows. */
  empty: string;
  /** Text at the foot of every page before the page number. */
  footer: string;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return known;
}

function covers(font: PDFFont, text: string): boolean {
  const known = characterSet(font);
  return Array.from(text.replace(/\s+/g, ' ')).every((ch) => known.has(ch.codePointAt(0)!));
}

/** Characters the font has no glyph for become □. */
function drawable(font: PDFFont, text: string): string {
  const known = characterSet(font);
  return Array.from(text.replace(/\s+/g, ' '))
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : MISSING))
    .join('');
}

/** Cuts a text to the width of its cell, with … at the end when cut. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) {
    chars.pop();
  }
  return `${chars.join('')}…`;
}

export async function buildTablePdf<T>(table: TTablePdf<T>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fontBytes ??= woffToSfnt(fs.readFileSync(fontFile()));
  const primary = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(table.title);
  doc.setCreator('好多AI');
  doc.setProducer('好多AI');
  const headers = table.columns.map((column) => column.header);
  const rows = table.rows.map((row, i) => table.columns.map((column) => column.value(row, i)));
  const texts = [table.title, table.footer, table.empty, ...table.subtitle, ...rows.flat()];
  const fallback = texts.every((t) => covers(primary, t)) ? undefined : await embedFallback(doc);
  const fontFor = (value: string) =>
    fallback && !covers(primary, value) && covers(fallback, value) ? fallback : primary;

  const [pageWidth, pageHeight] = A4;
  const tableWidth = pageWidth - 2 * MARGIN;
  const shares = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / shares) * tableWidth);
  /** Draws a text with the font that has its characters, cut to `width` when given. */
  const text = (page: PDFPage, value: string, x: number, y: number, size: number, width = 0) => {
    const font = fontFor(value);
    const shown = drawable(font, value);
    page.drawText(width > 0 ? fitted(font, shown, size, width) : shown, {
      x,
      y,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  };

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const drawRow = (cells: string[], header = false) => {
    if (header) {
      page.drawRectangle({
        x: MARGIN,
        y: y - ROW_HEIGHT,
        width: tableWidth,
        height: ROW_HEIGHT,
        color: rgb(0.93, 0.95, 0.98),
      });
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      text(page, cell, x + 6, y - ROW_HEIGHT + 8, TEXT_SIZE, widths[i]! - 12);
      x += widths[i]!;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - ROW_HEIGHT },
      end: { x: MARGIN + tableWidth, y: y - ROW_HEIGHT },
      thickness: 0.5,
      color: rgb(0.75, 0.75, 0.75),
    });
    y -= ROW_HEIGHT;
  };
  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    y = pageHeight - MARGIN;
    if (pages.length === 1) {
      text(page, table.title, MARGIN, y - 18, 18);
      y -= 30;
      for (const line of table.subtitle) {
        text(page, line, MARGIN, y - 12, 10);
        y -= 18;
      }
      y -= 8;
    }
    drawRow(headers, true);
  };

  newPage();
  if (rows.length === 0) text(page, table.empty, MARGIN, y - 20, TEXT_SIZE);
  for (const cells of rows) {
    if (y - ROW_HEIGHT < MARGIN + 24) newPage();
    drawRow(cells);
  }
  pages.forEach((p, i) => {
    text(p, `${table.footer}    第 ${i + 1} 页 / 共 ${pages.length} 页`, MARGIN, MARGIN - 20, 9);
  });
  return Buffer.from(await doc.save());
}
