import {
  BackOfficeMessages,
  formatMessage,
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ZRealName,
  ZUsername,
  type TImportRowError,
} from '@haoduo/contract';
import ExcelJS from 'exceljs';
import { badRequest } from '../../platform/http/errors';

/** One pupil row of a roster file (its row number in the sheet, for the error messages). */
export interface TRosterRow {
  rowNumber: number;
  name: string;
  username?: string;
  grade?: string;
  className?: string;
}

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return String(value.result ?? '').trim();
  }
  return String(value).trim();
}

/**
 * The rows of a roster's first sheet: the header row names the columns (姓名 required; 登录名,
 * 年级, 班级 when present); empty rows are skipped. An unreadable file or one without pupils
 * is refused whole.
 */
export async function readRoster(file: Buffer): Promise<TRosterRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badRequest(BackOfficeMessages.IMPORT_FILE_UNREADABLE);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(BackOfficeMessages.IMPORT_FILE_EMPTY);
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(text(cell.value), column));
  const nameColumn = columns.get(ROSTER_COLUMNS.NAME) ?? 1;
  const pick = (row: ExcelJS.Row, header: string) => {
    const column = columns.get(header);
    const value = column === undefined ? '' : text(row.getCell(column).value);
    return value === '' ? undefined : value;
  };
  const rows: TRosterRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const name = text(row.getCell(nameColumn).value);
    const entry = {
      rowNumber,
      name,
      username: pick(row, ROSTER_COLUMNS.USERNAME),
      grade: pick(row, ROSTER_COLUMNS.GRADE),
      className: pick(row, ROSTER_COLUMNS.CLASS),
    };
    if (!name && !entry.username && !entry.grade && !entry.className) return;
    rows.push(entry);
  });
  if (rows.length === 0) throw badRequest(BackOfficeMessages.IMPORT_FILE_EMPTY);
  if (rows.length > ROSTER_MAX_ROWS) {
    throw badRequest(
      formatMessage(BackOfficeMessages.IMPORT_TOO_MANY_ROWS, { max: ROSTER_MAX_ROWS }),
    );
  }
  return rows;
}

/** Checks every row's name and login name (format, repeated in the file, already taken). */
export function checkRosterRows(
  rows: readonly TRosterRow[],
  taken: ReadonlySet<string>,
): { valid: TRosterRow[]; errors: TImportRowError[] } {
  const valid: TRosterRow[] = [];
  const errors: TImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const fail = (template: string, values: Record<string, string | number> = {}) =>
      errors.push({
        rowNumber: row.rowNumber,
        message: formatMessage(template, { row: row.rowNumber, ...values }),
      });
    if (!row.name) {
      fail(BackOfficeMessages.IMPORT_ROW_NAME_REQUIRED);
      continue;
    }
    if (!ZRealName.safeParse(row.name).success) {
      fail(BackOfficeMessages.IMPORT_ROW_NAME_TOO_LONG);
      continue;
    }
    if (row.username !== undefined) {
      const lower = row.username.toLowerCase();
      if (!ZUsername.safeParse(row.username).success) {
        fail(BackOfficeMessages.IMPORT_ROW_USERNAME_INVALID);
        continue;
      }
      if (taken.has(lower) || seen.has(lower)) {
        fail(BackOfficeMessages.IMPORT_ROW_USERNAME_TAKEN, { username: row.username });
        continue;
      }
      seen.set(lower, row.rowNumber);
    }
    valid.push(row);
  }
  return { valid, errors };
}
