import {
  FileTaskTag,
  GRADE_LABELS,
  ID_CARD_TYPE_LABELS,
  TECH_ACTIVITY_TYPE_LABELS,
  ZTechRegistrationExportQuery,
  type TIdCardType,
  type TTechRegistration,
} from '@haoduo/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { techRegistrations as t } from '../../db/schema';
import { mask, present } from '../../platform/auth/field-masks';
import { schoolScopeCondition, type TDataScope } from '../../platform/auth/staff-access';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { scopeOfStaff } from './competition.scope';
import type { TReader } from './competition.types';
import { escapeLike } from './competitions.queries';
import { exportUnmask, exportValue, type TExportUnmask } from './export-masks';
import { openIdCard, sealIdCard } from './id-card-cipher';

/** Tech registrations: added by a signed-in pupil or teacher; listed and exported by staff. */

type TRow = typeof t.$inferSelect;
type TFilter = z.output<typeof ZTechRegistrationExportQuery>;

export async function addTechRegistration(
  db: TDb,
  secret: string,
  userId: number,
  input: Omit<
    TRow,
    'id' | 'createdAt' | 'createdBy' | 'idCardCipher' | 'idCardMasked' | 'schoolId'
  > & {
    idCard: string;
    schoolId?: number;
  },
): Promise<TTechRegistration> {
  const { idCard, ...rest } = input;
  const sealed = sealIdCard(secret, idCard);
  const [row] = await db
    .insert(t)
    .values({
      ...rest,
      schoolId: input.schoolId ?? null,
      idCardCipher: sealed.cipher,
      idCardMasked: sealed.masked,
      createdBy: userId,
    })
    .returning();
  return presentTech(row!, { access: null, request: null }, secret);
}

/** Masked for the public; for staff as their roles may see it; in an export as it may write. */
function presentTech(
  row: TRow,
  reader: TReader | { unmask: TExportUnmask },
  secret: string,
): TTechRegistration {
  if ('unmask' in reader) {
    const { unmask } = reader;
    return techFields(row, {
      idCard: unmask.has('idCard')
        ? (openIdCard(secret, row.idCardCipher) ?? row.idCardMasked)
        : row.idCardMasked,
      show: (kind, value) => exportValue(unmask, kind, value),
    });
  }
  const { access, request } = reader;
  const log = request ? { request, targetType: 'tech_registration', targetId: row.id } : null;
  return techFields(row, {
    idCard:
      log && access?.unmask.has('idCard')
        ? present(access, 'idCard', openIdCard(secret, row.idCardCipher) ?? row.idCardMasked, log)
        : row.idCardMasked,
    show: (kind, value) =>
      !value ? value : log ? present(access, kind, value, log) : mask(kind, value),
  });
}

function techFields(
  row: TRow,
  shown: { idCard: string; show: (kind: 'mobile' | 'realName', value: string) => string },
): TTechRegistration {
  const { idCard, show } = shown;
  return {
    id: row.id,
    activityType: row.activityType,
    grade: row.grade,
    idCardType: row.idCardType,
    idCard,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    studentName: show('realName', row.studentName),
    teacherName: row.teacherName,
    teacherMobile: show('mobile', row.teacherMobile),
    workResource: row.workResource,
    worksIntro: row.worksIntro,
    worksName: row.worksName,
    createdAt: row.createdAt.toISOString(),
  };
}

function conditions(filter: TFilter, scope: TDataScope): SQL | undefined {
  return and(
    schoolScopeCondition(scope, t.schoolId),
    filter.activityType !== undefined ? eq(t.activityType, filter.activityType) : undefined,
    filter.schoolId ? eq(t.schoolId, filter.schoolId) : undefined,
    filter.grade !== undefined ? eq(t.grade, filter.grade) : undefined,
    filter.studentName ? ilike(t.studentName, `%${escapeLike(filter.studentName)}%`) : undefined,
    filter.worksName ? ilike(t.worksName, `%${escapeLike(filter.worksName)}%`) : undefined,
  );
}

async function rowsOf(
  db: TDb,
  filter: TFilter,
  scope: TDataScope,
  window: { limit: number; offset: number },
) {
  return db
    .select()
    .from(t)
    .where(conditions(filter, scope))
    .orderBy(desc(t.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function pageTechRegistrations(
  db: TDb,
  secret: string,
  filter: TFilter,
  scope: TDataScope,
  window: { limit: number; offset: number },
  reader: TReader,
) {
  const [rows, [total]] = await Promise.all([
    rowsOf(db, filter, scope, window),
    db.select({ n: count() }).from(t).where(conditions(filter, scope)),
  ]);
  return { list: rows.map((r) => presentTech(r, reader, secret)), total: total?.n ?? 0 };
}

const PAGE = 500;
const date = () => shanghaiDateTime(new Date()).slice(0, 10);

function exportOf(
  secret: string,
  kind: {
    tag: typeof FileTaskTag.TECH_REGISTRATIONS_EXPORT | typeof FileTaskTag.TECH_WORKS_EXPORT;
  },
  permission: string,
  title: string,
  columns: { header: string; width?: number; value: (r: TTechRegistration) => string | number }[],
) {
  return defineExport({
    tag: kind.tag,
    permission,
    fileName: () => `${title}-${date()}.xlsx`,
    sheetName: title,
    parse: parseWith(ZTechRegistrationExportQuery),
    authorize: async (_db, auth) => {
      scopeOfStaff(auth);
      exportUnmask(auth);
    },
    count: async (db, auth, params: TFilter) =>
      (
        await db
          .select({ n: count() })
          .from(t)
          .where(conditions(params, scopeOfStaff(auth)))
      )[0]?.n ?? 0,
    pages: (db, auth, params: TFilter) => {
      const unmask = exportUnmask(auth);
      return pagedRows(
        async (limit, offset) =>
          (await rowsOf(db, params, scopeOfStaff(auth), { limit, offset })).map((r) =>
            presentTech(r, { unmask }, secret),
          ),
        PAGE,
      );
    },
    columns,
  });
}

/** The registrations (pupils, schools, teachers), masked unless the role unmasks them. */
export const techRegistrationsExport = (secret: string) =>
  exportOf(
    secret,
    { tag: FileTaskTag.TECH_REGISTRATIONS_EXPORT },
    'tech-registration:export',
    '科技活动报名',
    [
      { header: '编号', value: (r) => r.id },
      { header: '活动类型', value: (r) => TECH_ACTIVITY_TYPE_LABELS[r.activityType] ?? '' },
      { header: '学生姓名', value: (r) => r.studentName },
      {
        header: '证件类型',
        width: 16,
        value: (r) => ID_CARD_TYPE_LABELS[r.idCardType as TIdCardType] ?? '',
      },
      { header: '证件号码', width: 22, value: (r) => r.idCard },
      { header: '年级', value: (r) => GRADE_LABELS[r.grade] ?? '' },
      { header: '学校', width: 24, value: (r) => r.schoolName },
      { header: '指导老师', value: (r) => r.teacherName },
      { header: '老师电话', width: 14, value: (r) => r.teacherMobile },
      { header: '报名时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
    ],
  );

/** The registered works by school. */
export const techWorksExport = (secret: string) =>
  exportOf(
    secret,
    { tag: FileTaskTag.TECH_WORKS_EXPORT },
    'tech-registration:export-works',
    '科技活动作品',
    [
      { header: '编号', value: (r) => r.id },
      { header: '作品名称', width: 24, value: (r) => r.worksName },
      { header: '作品简介', width: 40, value: (r) => r.worksIntro },
      { header: '作品文件', width: 36, value: (r) => r.workResource },
      { header: '学校', width: 24, value: (r) => r.schoolName },
      { header: '学生姓名', value: (r) => r.studentName },
      { header: '活动类型', value: (r) => TECH_ACTIVITY_TYPE_LABELS[r.activityType] ?? '' },
    ],
  );
