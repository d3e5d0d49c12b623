import { eq } from 'drizzle-orm';
import { fileTasks, schools, semesters } from '../db/schema';
import { buildXlsx, XLSX_CONTENT_TYPE } from '../platform/http/attachment';
import type { TDb } from '../platform/db/database';
import { findUserByUsername } from '../modules/identity';
import type { TStoragePort } from '../providers/storage/storage-port';

/**
 * The back office's demo rows: schools in several regions (one disabled), the next
 * semester, and two file tasks of the administrator (a finished school export with its file,
 * and a failed one), so the console's pages are not empty.
 */
const DEMO_MORE_SCHOOLS = [
  // 浙江省 杭州市 西湖区: inside the area staff's region
  {
    name: '西湖区第二实验小学',
    provinceId: 330000,
    cityId: 330100,
    districtId: 330106,
    address: '杭州市西湖区文三路88号',
    contactName: '陈老师',
    contactMobile: '13700001001',
  },
  {
    name: '南京市鼓楼实验学校',
    provinceId: 320000,
    cityId: 320100,
    districtId: 320106,
    address: '南京市鼓楼区北京西路12号',
    contactName: '刘老师',
    contactMobile: '13700001002',
  },
  {
    name: '成都市武侯区AI创新小学',
    provinceId: 510000,
    cityId: 510100,
    districtId: 510107,
    address: '成都市武侯区人民南路四段6号',
    contactName: '王老师',
    contactMobile: '13700001003',
  },
  {
    name: '北京市海淀区未来学校',
    provinceId: 110000,
    cityId: 110100,
    districtId: 110108,
    address: '北京市海淀区中关村大街1号',
    contactName: '赵老师',
    contactMobile: '13700001004',
    status: 0 as const,
  },
];

const NEXT_SEMESTER = { name: '2027春季学期', startDate: '2027-02-20', endDate: '2027-07-10' };

export async function seedBackOffice(db: TDb, storage: TStoragePort): Promise<void> {
  for (const school of DEMO_MORE_SCHOOLS) {
    const [found] = await db.select().from(schools).where(eq(schools.name, school.name)).limit(1);
    if (!found) await db.insert(schools).values(school);
  }
  const [semester] = await db
    .select()
    .from(semesters)
    .where(eq(semesters.name, NEXT_SEMESTER.name))
    .limit(1);
  if (!semester) await db.insert(semesters).values(NEXT_SEMESTER);

  const admin = await findUserByUsername(db, 'admin');
  if (!admin) return;
  const creatorAuth = {
    sessionId: 0,
    userId: admin.id,
    audience: 'staff',
    accountType: null,
    schoolId: null,
    accountId: null,
    staffType: 1,
    staffSchoolId: null,
  };
  const rows = DEMO_MORE_SCHOOLS;
  const body = await buildXlsx(
    '学校列表',
    [
      { header: '学校名称', width: 28, value: (r: (typeof rows)[number]) => r.name },
      { header: '地址', width: 30, value: (r) => r.address },
      { header: '联系人', width: 12, value: (r) => r.contactName },
    ],
    rows,
  );
  const resultKey = 'file-tasks/demo-schools-export.xlsx';
  await storage.put(resultKey, body, XLSX_CONTENT_TYPE);
  const finishedAt = new Date();
  await db.insert(fileTasks).values([
    {
      taskTag: 'schools-export',
      taskFileName: '学校列表-示例.xlsx',
      taskParam: {},
      taskType: 1,
      status: 'done',
      percent: 100,
      rowCount: rows.length,
      resultKey,
      creatorUserId: admin.id,
      creatorAuth,
      finishedAt,
    },
    {
      taskTag: 'works-export',
      taskFileName: '作品列表-示例.xlsx',
      taskParam: { keyword: '森林' },
      taskType: 1,
      status: 'failed',
      percent: 0,
      errorMessage: '导出失败，请稍后重试',
      creatorUserId: admin.id,
      creatorAuth,
      finishedAt,
    },
  ]);
}
