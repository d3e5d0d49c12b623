import {
  AUDIT_STATUS_LABELS,
  WORK_TYPE_LABELS,
  WORKS_STATUS_LABELS,
  type TWorkType,
} from '@haoduo/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TListRow } from './works.queries';

/** Works lists as xlsx for teachers and the back office (real names: never public). */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const WORKS_COLUMNS: {
  header: string;
  width: number;
  value: (row: TListRow) => string | number;
}[] = [
  { header: '作品ID', width: 10, value: (r) => r.id },
  { header: '作品名称', width: 28, value: (r) => r.worksName },
  {
    header: '作品类型',
    width: 10,
    value: (r) => WORK_TYPE_LABELS[r.type as TWorkType] ?? String(r.type),
  },
  { header: '作者', width: 12, value: (r) => r.authorName ?? r.authorPublicName },
  { header: '公开署名', width: 12, value: (r) => r.authorPublicName },
  { header: '学校', width: 20, value: (r) => r.schoolName ?? '' },
  { header: '班级', width: 18, value: (r) => r.className ?? '' },
  { header: '状态', width: 8, value: (r) => WORKS_STATUS_LABELS[r.status] ?? String(r.status) },
  {
    header: '审核状态',
    width: 10,
    value: (r) => AUDIT_STATUS_LABELS[r.auditStatus] ?? String(r.auditStatus),
  },
  { header: '审核意见', width: 24, value: (r) => r.auditRemark ?? '' },
  { header: '页数', width: 6, value: (r) => r.pageCount },
  { header: '点赞数', width: 8, value: (r) => r.likeCount },
  { header: '被复制数', width: 8, value: (r) => r.copyCount },
  { header: '推荐', width: 6, value: (r) => (r.recommend ? '是' : '否') },
  { header: '排序分', width: 8, value: (r) => r.sortScore },
  { header: '创建时间', width: 20, value: (r) => shanghaiDateTime(r.createdAt) },
  {
    header: '发布时间',
    width: 20,
    value: (r) => (r.publishedAt ? shanghaiDateTime(r.publishedAt) : ''),
  },
];

export async function worksWorkbook(rows: TListRow[], sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '好多AI';
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = WORKS_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(WORKS_COLUMNS.map((c) => c.value(row)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function sendXlsx(reply: FastifyReply, body: Buffer, baseName: string) {
  const name = `${baseName}-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`;
  return reply
    .type(XLSX_TYPE)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="works.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(body);
}
