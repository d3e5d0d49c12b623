import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TSheetColumn } from '../../platform/http/attachment';

/**
 * Rows of a query to one xlsx worksheet, written as they come (exceljs' streaming writer:
 * each row is committed and let go), with a bold header row. Answers the file's bytes.
 */
export async function writeXlsx<TRow>(
  sheetName: string,
  columns: readonly TSheetColumn<TRow>[],
  pages: AsyncIterable<readonly TRow[]>,
  onPage: (written: number) => Promise<void>,
): Promise<{ body: Buffer; rows: number }> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = '好多AI';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.width ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const page of pages) {
    for (const row of page) {
      sheet
        .addRow(
          Object.fromEntries(
            columns.map((column, i) => [`c${i}`, column.value(row, written) ?? '']),
          ),
        )
        .commit();
      written += 1;
    }
    await onPage(written);
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return { body: Buffer.concat(chunks), rows: written };
}
