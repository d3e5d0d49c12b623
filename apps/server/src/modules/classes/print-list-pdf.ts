import type { TDb } from '../../platform/db/database';
import { buildTablePdf } from '../../platform/pdf/table-pdf';
import { loadClassFor } from './classes.admin';
import type { TClassActor } from './classes.policy';
import { rosterAll } from './students.queries';

const day = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A class's list to hand out, as a PDF: number, name and login name of every pupil, with room
 * for a signature. No initial passwords (the account sheet xlsx has them for the teacher) and
 * no identity numbers.
 */
export async function printListPdf(
  db: TDb,
  actor: TClassActor,
  classId: number,
): Promise<{ fileName: string; body: Buffer }> {
  const cls = await loadClassFor(db, actor, classId, 'teach');
  const roster = await rosterAll(db, cls.id);
  const body = await buildTablePdf({
    title: `${cls.courseClassName} 学生名单`,
    subtitle: [
      `学校：${cls.schoolName}    学期：${cls.semesterName}`,
      `学生人数：${roster.length}    打印日期：${day.format(new Date())}`,
    ],
    columns: [
      { header: '序号', width: 1, value: (_row, i) => String(i + 1) },
      { header: '姓名', width: 3, value: (row) => row.name },
      { header: '登录名', width: 3, value: (row) => row.username ?? '' },
      { header: '签名', width: 3, value: () => '' },
    ],
    rows: roster,
    empty: '本班还没有学生',
    footer: `${cls.schoolName} ${cls.courseClassName}`,
  });
  return { fileName: `${cls.courseClassName}-学生名单.pdf`, body };
}
