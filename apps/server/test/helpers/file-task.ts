import type { TFileTask } from '@haoduo/contract';
import ExcelJS from 'exceljs';
import type { TCallOptions, TEnvelopeResponse, TTestApp } from './test-app';

const FT = '/api/v1/works-service/file-task/mng';

/**
 * Follows an export call's file task to its file: waits for the job queue, then downloads
 * the result as the asker. Fails when the task did not finish.
 */
export async function exportedFile(
  t: TTestApp,
  started: TEnvelopeResponse<unknown>,
  options: TCallOptions,
): Promise<Buffer> {
  if (started.status !== 200) {
    throw new Error(`export refused: ${started.status} ${started.body.message}`);
  }
  const task = started.body.data as TFileTask;
  await t.app.fileTasks.jobs.drain();
  const file = await t.api.get(`${FT}/download`, { id: task.id }, options);
  if (file.status !== 200) throw new Error(`download: ${file.status} ${file.body.message}`);
  return file.raw.rawPayload;
}

/** The exported workbook of an export call (see exportedFile). */
export async function exportedBook(
  t: TTestApp,
  started: TEnvelopeResponse<unknown>,
  options: TCallOptions,
): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await exportedFile(t, started, options)) as unknown as ArrayBuffer);
  return book;
}
