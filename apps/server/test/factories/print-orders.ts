import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuditStatus, WorksStatus, type TPrintOrder } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../src/db/schema';
import type { TTestApp } from '../helpers/test-app';
import { callAs, type TMadePerson } from './school';
import { picture, upload } from '../../src/modules/media/testing/media-fixtures';

let books = 0;

export const CUSTOM = '/api/v1/works-service/print-order/custom';
export const MNG = '/api/v1/works-service/print-order/mng';

export const ADDRESS = {
  logisticsReceiver: '张妈妈',
  logisticsReceiverMobile: '13900001111',
  logisticsAddress: '西湖区文三路 1 号',
  province: 330000,
  city: 330100,
  district: 330106,
};

/**
 * A published, approved picture book of `author` in a class: page 1 a 1800×1300 picture
 * (about 217 dpi across an A5 page), the others 640×480 (77 dpi: flagged); text-only pages
 * without `pictures` (quicker, for tests of the order itself).
 */
export async function publishedBook(
  t: TTestApp,
  author: TMadePerson,
  classId: number,
  pages = 2,
  pictures = true,
) {
  const urls: (string | null)[] = [];
  for (let i = 0; i < pages; i++) {
    if (!pictures) {
      urls.push(null);
      continue;
    }
    const file = i === 0 ? await picture('jpeg', 1800, 1300) : await picture('png', 640, 480);
    const res = await upload(t, author, file);
    urls.push((res.body.data as { url: string }).url);
  }
  const add = await t.api.post<{ id: number }>(
    '/api/v1/works-service/works/custom/add',
    {
      worksName: `小兔子郊游记${++books}`,
      worksCoverPic: urls[0],
      worksPageList: urls.map((url, i) => ({ picUrl: url, text: `第${i + 1}页：小兔子去郊游` })),
    },
    callAs(author),
  );
  if (add.status !== 200) throw new Error(`works add answered ${add.status}: ${add.body.message}`);
  await t.database.db
    .update(works)
    .set({
      status: WorksStatus.PUBLISHED,
      auditStatus: AuditStatus.APPROVED,
      publishedAt: new Date(),
      worksClassId: classId,
    })
    .where(eq(works.id, add.body.data.id));
  return add.body.data.id;
}

/** pdfinfo's page count and the first page's size in points. */
export function pdfInfo(pdf: Buffer): { pages: number; size: string } {
  const file = path.join(os.tmpdir(), `print-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const text = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(text)?.[1]),
      size: /^Page size:\s+([\d.]+ x [\d.]+) pts/m.exec(text)?.[1] ?? '',
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export async function submitAndPrepay(
  t: TTestApp,
  pupil: TMadePerson,
  worksId: number,
  printNum: number,
) {
  const submit = await t.api.post<TPrintOrder>(`${CUSTOM}/submit`, { worksId }, callAs(pupil));
  if (submit.status !== 200)
    throw new Error(`submit answered ${submit.status}: ${submit.body.message}`);
  const prepay = await t.api.post<{
    order: TPrintOrder;
    payment: { outTradeNo: string; payUrl: string } | null;
  }>(
    `${CUSTOM}/prepay/submit`,
    { worksOrderId: submit.body.data.id, printNum, ...ADDRESS },
    callAs(pupil),
  );
  if (prepay.status !== 200)
    throw new Error(`prepay answered ${prepay.status}: ${prepay.body.message}`);
  return prepay.body.data;
}
