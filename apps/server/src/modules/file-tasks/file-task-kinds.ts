import { Messages, type TFileTaskTag, type TImportSummary } from '@haoduo/contract';
import type { z } from 'zod';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import type { TSheetColumn } from '../../platform/http/attachment';
import { badRequest } from '../../platform/http/errors';

/**
 * What a domain supplies for an export: its columns and a row source read page by page
 * (never the whole result at once), and the file name. The file task runs it as a job with
 * the asker's session (`auth`), so the rows are those the asker may see when it runs.
 */
export interface TExportKind<TParams = Record<string, unknown>, TRow = unknown> {
  tag: TFileTaskTag;
  /** The export call's permission: create-export by tag requires it too. */
  permission: string;
  fileName: (params: TParams) => string;
  sheetName: string;
  columns: readonly TSheetColumn<TRow>[];
  /** Validates the filters sent to create-export (the export call's own query schema). */
  parse: (input: unknown) => TParams;
  /** Refuses (throws 403/404) at once, in the request, what the asker may not export. */
  authorize: (db: TDb, auth: TAuth, params: TParams) => Promise<void>;
  /** How many rows there will be (for the progress); an estimate is fine. */
  count: (db: TDb, auth: TAuth, params: TParams) => Promise<number>;
  /** The rows, a page at a time, in order. */
  pages: (db: TDb, auth: TAuth, params: TParams) => AsyncIterable<readonly TRow[]>;
}

/** What a domain supplies for an import: read the uploaded file, write rows, report errors. */
export interface TImportKind<TParams = Record<string, unknown>> {
  tag: TFileTaskTag;
  fileName: (params: TParams) => string;
  run: (
    db: TDb,
    auth: TAuth,
    params: TParams,
    file: Buffer,
    progress: (percent: number) => Promise<void>,
  ) => Promise<TImportSummary>;
}

const exportKinds = new Map<string, TExportKind>();
const importKinds = new Map<string, TImportKind>();

/** Declare an export (once, where the domain defines it); answers the same definition. */
export function defineExport<TParams, TRow>(
  kind: TExportKind<TParams, TRow>,
): TExportKind<TParams, TRow> {
  exportKinds.set(kind.tag, kind as unknown as TExportKind);
  return kind;
}

export function defineImport<TParams>(kind: TImportKind<TParams>): TImportKind<TParams> {
  importKinds.set(kind.tag, kind as unknown as TImportKind);
  return kind;
}

export const exportKindOf = (tag: string): TExportKind | undefined => exportKinds.get(tag);
export const importKindOf = (tag: string): TImportKind | undefined => importKinds.get(tag);

/** Paging helper for row sources: reads `pageSize` rows at a time until a short page. */
export async function* pagedRows<TRow>(
  readPage: (limit: number, offset: number) => Promise<readonly TRow[]>,
  pageSize = 1000,
  maxRows = 1_000_000,
): AsyncIterable<readonly TRow[]> {
  for (let offset = 0; offset < maxRows; offset += pageSize) {
    const rows = await readPage(Math.min(pageSize, maxRows - offset), offset);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/** A kind's `parse` from the export call's query schema: bad filters are a 400 with fields. */
export function parseWith<TSchema extends z.ZodType>(schema: TSchema) {
  return (input: unknown): z.output<TSchema> => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(errors[0]?.message ?? Messages.VALIDATION_FAILED, errors);
  };
}
