import type { TFileTask, TSchoolMngRow, TTeacherRow } from '@haoduo/contract';

/** Rows of the academic pages' fake answers. */

export function schoolRow(id: number, overrides: Partial<TSchoolMngRow> = {}): TSchoolMngRow {
  return {
    id,
    name: `学校${id}`,
    provinceId: 330000,
    cityId: 330100,
    districtId: 330106,
    regionName: '浙江省杭州市西湖区',
    address: '文三路1号',
    contactName: '王老师',
    contactMobile: '138****0001',
    status: 1,
    aiToolTypes: [11, 12],
    createdAt: '2026-09-01T08:00:00+08:00',
    ...overrides,
  };
}

export function teacherRow(id: number, overrides: Partial<TTeacherRow> = {}): TTeacherRow {
  return {
    worksTeacherId: id,
    name: `老师${id}`,
    mobile: '138****0001',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    teacherRoleType: 1,
    status: 1,
    classCount: 0,
    createdAt: '2026-09-01T08:00:00+08:00',
    ...overrides,
  };
}

export function page<T>(list: T[], total = list.length, currentPage = 1, pageSize = 20) {
  return { list, total, currentPage, pageSize };
}

export function fileTask(overrides: Partial<TFileTask> = {}): TFileTask {
  return {
    id: 7,
    taskTag: 'teachers-export',
    taskFileName: '教师名单.xlsx',
    taskParam: {},
    taskType: 1,
    status: 'queued',
    percent: 0,
    rowCount: null,
    downloadable: false,
    errorMessage: null,
    importSummary: null,
    creatorUserId: 1,
    creatorName: '平台管理员',
    createdAt: '2026-11-26T10:00:00+08:00',
    finishedAt: null,
    expiresAt: '2026-12-03T10:00:00+08:00',
    ...overrides,
  };
}
