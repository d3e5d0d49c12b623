import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * File answers (exports, downloads): the bytes themselves, not an envelope, with a
 * Content-Disposition that carries a UTF-8 file name (RFC 6266 / RFC 5987) and an ASCII
 * fallback for old clients.
 */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer; inline?: boolean },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, file.inline))
    .header('content-length', String(file.body.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface TSheetColumn<T> {
  header: string;
  width?: number;
  value: (row: T, index: number) => string | number | null;
}

/** One worksheet with a bold header row, as an xlsx file. */
export async function buildXlsx<T>(
  sheetName: string,
  columns: readonly TSheetColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '好多AI';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.width ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    sheet.addRow(
      Object.fromEntries(columns.map((column, i) => [`c${i}`, column.value(row, index) ?? ''])),
    );
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: readonly TSheetColumn<T>[],
  rows: readonly T[],
): Promise<FastifyReply> {
  const body = await buildXlsx(sheetName, columns, rows);
  return sendAttachment(reply, { fileName, contentType: XLSX_CONTENT_TYPE, body });
}
