import { zipSync } from 'fflate';
import type { FastifyReply } from 'fastify';
import { sendAttachment } from '../../platform/http/attachment';
import type { TOrderRow } from './print-order.queries';

export function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array, inline = false) {
  return sendAttachment(reply, {
    fileName,
    contentType: 'application/pdf',
    body: Buffer.from(pdf),
    inline,
  });
}

const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40);

/** A batch's print files in one zip: `<order no>-<work>-<copies>本.pdf` each, plus a list. */
export async function batchZip(
  fileOf: (order: TOrderRow) => Promise<Buffer | null>,
  batchNo: string,
  orders: TOrderRow[],
): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  const lines = ['订单号,作品,尺寸,页数,数量,收货人'];
  for (const order of orders) {
    const pdf = await fileOf(order);
    if (pdf)
      files[`${order.orderNo}-${safeName(order.worksName)}-${order.printNum}本.pdf`] =
        new Uint8Array(pdf);
    lines.push(
      [
        order.orderNo,
        order.worksName,
        order.bookSize,
        order.pageCount,
        order.printNum,
        order.logisticsReceiver ?? '',
      ].join(','),
    );
  }
  files[`${batchNo}-采购单.csv`] = new TextEncoder().encode(`\ufeff${lines.join('\r\n')}\r\n`);
  return Buffer.from(zipSync(files, { level: 0 }));
}
