import { WorksMessages } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { mediaFiles } from '../../db/schema';
import { upload } from './testing/media-fixtures';
import { samplePdf } from './testing/media-pdf';

/** PDF documents: back-office site files only, checked by content, served inline. */
let t: TTestApp;
let cast: { pupil: TMadePerson; staff: TMadePerson };
const MNG = '/api/v1/works-service/media/mng/upload';
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mediaFiles))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const { pupils } = await makeClass(t);
  cast = { pupil: pupils[0]!, staff: await makeStaff(t) };
});
afterAll(async () => t?.close());

describe('PDF site files', () => {
  it('accepts a real PDF from staff and serves it inline as application/pdf', async () => {
    const pdf = samplePdf();
    const res = await upload(t, cast.staff, pdf, { path: MNG, filename: '学习单.pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      size: pdf.length,
      width: null,
      height: null,
      thumbUrl: null,
    });
    expect(res.body.data.key).toMatch(/\.pdf$/);
    expect(res.body.data.url).not.toContain('sig=');
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('accepts a PDF when the staff upload insists on a document', async () => {
    const res = await upload(t, cast.staff, samplePdf(), { path: MNG, kind: 'document' });
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe('document');
  });

  it('refuses a file renamed .pdf and a cut-off PDF with a clear message', async () => {
    const before = await count();
    const renamed = await upload(t, cast.staff, Buffer.from('just some notes, not a PDF'), {
      path: MNG,
      filename: 'worksheet.pdf',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(WorksMessages.MEDIA_PDF_INVALID);
    const pdf = samplePdf();
    const cut = await upload(t, cast.staff, pdf.subarray(0, pdf.length - 40), { path: MNG });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(WorksMessages.MEDIA_PDF_INVALID);
    expect(await count()).toBe(before);
  });

  it('refuses a PDF that is too large', async () => {
    const pdf = samplePdf();
    const big = Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(20 * 1024 * 1024), pdf]);
    const res = await upload(t, cast.staff, big, { path: MNG });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('文件太大了，PDF 文档不能超过20MB');
  });

  it("refuses a PDF from a pupil's upload", async () => {
    const before = await count();
    const res = await upload(t, cast.pupil, samplePdf(), { filename: 'a.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WorksMessages.MEDIA_PDF_NOT_ALLOWED);
    const asked = await upload(t, cast.pupil, samplePdf(), { kind: 'document' });
    expect(asked.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
