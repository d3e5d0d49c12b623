import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Printable lists as PDF (A4 portrait, a title, a table that continues over pages, page
 * numbers). Chinese is drawn with the font the server ships (HaoduoSansSC-Bold.woff: GB 2312
 * and ASCII, see providers/ai/offline/fonts/README.md), embedded as a subset of the characters
 * used, so the file opens the same on a machine without any Chinese font and stays small.
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

/** Characters the font has no glyph for become □ (the font covers GB 2312). */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function drawable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
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
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(table.title);
  doc.setCreator('好多AI');
  doc.setProducer('好多AI');
  const [pageWidth, pageHeight] = A4;
  const tableWidth = pageWidth - 2 * MARGIN;
  const shares = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / shares) * tableWidth);
  const text = (page: PDFPage, value: string, x: number, y: number, size: number) =>
    page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    y = pageHeight - MARGIN;
    if (pages.length === 1) {
      text(page, drawable(font, table.title), MARGIN, y - 18, 18);
      y -= 30;
      for (const line of table.subtitle) {
        text(page, drawable(font, line), MARGIN, y - 12, 10);
        y -= 18;
      }
      y -= 8;
    }
    drawRow(
      table.columns.map((column) => column.header),
      true,
    );
  };
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
      const shown = fitted(font, drawable(font, cell), TEXT_SIZE, widths[i]! - 12);
      text(page, shown, x + 6, y - ROW_HEIGHT + 8, TEXT_SIZE);
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

  newPage();
  if (table.rows.length === 0) text(page, drawable(font, table.empty), MARGIN, y - 20, TEXT_SIZE);
  table.rows.forEach((row, index) => {
    if (y - ROW_HEIGHT < MARGIN + 24) newPage();
    drawRow(table.columns.map((column) => column.value(row, index)));
  });
  pages.forEach((p, i) => {
    const foot = drawable(font, `${table.footer}    第 ${i + 1} 页 / 共 ${pages.length} 页`);
    text(p, foot, MARGIN, MARGIN - 20, 9);
  });
  return Buffer.from(await doc.save());
}
