import {
  FileTaskTag,
  GRADE_LABELS,
  ID_CARD_TYPE_LABELS,
  ZRegistrationExportQuery,
  type TCompetitionWorks,
  type TIdCardType,
} from '@haoduo/contract';
import type { z } from 'zod';
import { shanghaiDateTime } from '../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { count } from 'drizzle-orm';
import { competitionRegistrations } from '../../db/schema';
import { scopeOfStaff } from './competition.scope';
import { exportUnmask } from './export-masks';
import { presentRegistration } from './registrations.presenter';
import { registrationConditions, registrationRows } from './registrations.queries';

type TFilter = z.output<typeof ZRegistrationExportQuery>;
const PAGE = 500;

/**
 * Registrations of the back office's filter as xlsx (a file task). Personal fields are masked
 * unless the role unmasks them and the identity password was checked (the route logs the
 * export as one unmasked read of each such field). 作品地址 is a link that opens by itself
 * for days (see exportLinks).
 */
export function registrationsExport(secret: string, linkOf: (works: TCompetitionWorks) => string) {
  return defineExport({
    tag: FileTaskTag.COMPETITION_REGISTRATIONS_EXPORT,
    permission: 'competition-registration:export',
    fileName: () => `比赛报名-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
    sheetName: '比赛报名',
    parse: parseWith(ZRegistrationExportQuery),
    authorize: async (_db, auth) => {
      scopeOfStaff(auth);
      exportUnmask(auth);
    },
    count: async (db, auth, params: TFilter) => {
      const [row] = await db
        .select({ n: count() })
        .from(competitionRegistrations)
        .where(registrationConditions(params, scopeOfStaff(auth)));
      return row?.n ?? 0;
    },
    pages: (db, auth, params: TFilter) => {
      const unmask = exportUnmask(auth);
      return pagedRows(async (limit, offset) => {
        const items = await registrationRows(
          db,
          registrationConditions(params, scopeOfStaff(auth)),
          { limit, offset },
        );
        return items.map((i) => presentRegistration(i.row, i, { kind: 'export', unmask, secret }));
      }, PAGE);
    },
    columns: [
      { header: '报名编号', value: (r) => r.id },
      { header: '比赛', width: 28, value: (r) => r.competitionName },
      { header: '学生姓名', value: (r) => r.studentName },
      {
        header: '证件类型',
        width: 16,
        value: (r) => ID_CARD_TYPE_LABELS[r.idCardType as TIdCardType] ?? '',
      },
      { header: '证件号码', width: 22, value: (r) => r.idCard },
      { header: '年级', value: (r) => GRADE_LABELS[r.grade] ?? '' },
      { header: '联系电话', width: 14, value: (r) => r.mobile },
      { header: '指导老师', value: (r) => r.teacherName },
      { header: '老师电话', width: 14, value: (r) => r.teacherMobile },
      { header: '学校', width: 24, value: (r) => r.schoolName },
      { header: '组别', width: 14, value: (r) => r.registrationGroup },
      { header: '作品名称', width: 24, value: (r) => r.works?.worksName ?? '' },
      { header: '作品地址', width: 36, value: (r) => (r.works ? linkOf(r.works) : '') },
      { header: '报名时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
    ],
  });
}
