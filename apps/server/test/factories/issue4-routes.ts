/**
 * The routes of issue 4 for the authorisation matrix (src/modules/classes/access-matrix.api.test.ts).
 * 'own' marks calls that answer the caller's own data whatever they ask (no refusal due).
 */
export const W = '/api/v1/works-service';

export interface TIssue4Ids {
  primary: number;
  ai3001: number;
  ai4001: number;
  pupil: number;
  teacherAccount: number;
  semester: number;
}

export type TExpect = 403 | 'own';
export interface TRoute {
  method: 'GET' | 'POST';
  path: string;
  input: () => Record<string, unknown>;
  student?: TExpect;
  teacher?: TExpect;
}

/** Every issue 4 route that is not public, aimed at AI3001 of 好多AI实验小学. */
export function issue4Routes(ids: TIssue4Ids): TRoute[] {
  return [
    // classes (learner)
    {
      method: 'GET',
      path: `${W}/course-class/custom/get-class-list`,
      input: () => ({ schoolId: ids.primary }),
      student: 'own',
    },
    {
      method: 'GET',
      path: `${W}/course-class/custom/ai-tool-class-group`,
      input: () => ({ schoolId: ids.primary }),
      student: 'own',
    },
    {
      method: 'GET',
      path: `${W}/course-class/custom/get-class-for-transfer-join-student`,
      input: () => ({ classId: ids.ai3001 }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/custom/reset-class-code`,
      input: () => ({ id: ids.ai3001 }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/custom/login-cards`,
      input: () => ({ classId: ids.ai3001 }),
    },
    // classes (management)
    {
      method: 'POST',
      path: `${W}/course-class/mng/create`,
      input: () => ({
        schoolId: ids.primary,
        semesterId: ids.semester,
        courseClassName: '矩阵班',
        serviceType: 1,
        aiToolSubTypes: [12],
        teacherIdList: [ids.teacherAccount],
      }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/mng/update`,
      input: () => ({
        id: ids.ai3001,
        semesterId: ids.semester,
        courseClassName: '改名',
        serviceType: 1,
        aiToolSubTypes: [12],
        teacherIdList: [ids.teacherAccount],
      }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/mng/update-status`,
      input: () => ({ id: ids.ai3001, courseClassStatus: 99 }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/mng/reset-class-code`,
      input: () => ({ id: ids.ai3001 }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/mng/update-effective-end-date`,
      input: () => ({ id: ids.ai3001, effectiveEndDate: '2020-01-01' }),
    },
    {
      method: 'POST',
      path: `${W}/course-class/mng/update-student-create-mode`,
      input: () => ({ id: ids.ai3001, studentCreateModeType: 1 }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/mng/query`,
      input: () => ({ schoolId: ids.primary }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/mng/export`,
      input: () => ({ schoolId: ids.primary }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/mng/export-student-account`,
      input: () => ({ classId: ids.ai3001 }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/mng/get-platform-class-list`,
      input: () => ({ schoolId: ids.primary }),
    },
    {
      method: 'GET',
      path: `${W}/course-class/mng/get-class-for-transfer-join-student`,
      input: () => ({ classId: ids.ai3001 }),
    },
    // pupils (the teacher's class management)
    {
      method: 'POST',
      path: `${W}/student/custom/add`,
      input: () => ({ classId: ids.ai3001, studentList: [{ name: '矩阵' }] }),
    },
    {
      method: 'GET',
      path: `${W}/student/custom/pre-valid-add`,
      input: () => ({ classId: ids.ai3001, names: '矩阵' }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/bind-class`,
      input: () => ({ classId: ids.ai3001, studentIds: [ids.pupil] }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/disable`,
      input: () => ({ classId: ids.ai3001, studentIds: [ids.pupil] }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/enable`,
      input: () => ({ classId: ids.ai3001, studentIds: [ids.pupil] }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/resetPwd`,
      input: () => ({ studentId: ids.pupil }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/updateUsername`,
      input: () => ({ studentId: ids.pupil, username: 'matrix01' }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/transfer-join-class-student`,
      input: () => ({ fromClassId: ids.ai3001, toClassId: ids.ai4001, studentIds: [ids.pupil] }),
    },
    {
      method: 'GET',
      path: `${W}/student/custom/class-list`,
      input: () => ({ classId: ids.ai3001 }),
    },
    { method: 'GET', path: `${W}/student/custom/export`, input: () => ({ classId: ids.ai3001 }) },
    {
      method: 'GET',
      path: `${W}/student/custom/error-students`,
      input: () => ({ classId: ids.ai3001 }),
    },
    {
      method: 'GET',
      path: `${W}/student/custom/search`,
      input: () => ({ keyword: 'ai3001', classId: ids.ai3001 }),
    },
    {
      method: 'POST',
      path: `${W}/student/custom/join-class`,
      input: () => ({ classCode: 'ZZZZ9999' }),
      student: 'own',
    },
    // pupils (management)
    { method: 'GET', path: `${W}/student/mng/query`, input: () => ({ schoolId: ids.primary }) },
    {
      method: 'GET',
      path: `${W}/student/mng/search`,
      input: () => ({ keyword: 'ai', schoolId: ids.primary }),
    },
    {
      method: 'GET',
      path: `${W}/student/mng/search-list`,
      input: () => ({ schoolId: ids.primary }),
    },
    { method: 'GET', path: `${W}/student/mng/export`, input: () => ({ schoolId: ids.primary }) },
    {
      method: 'POST',
      path: `${W}/student/mng/class-remove`,
      input: () => ({ classId: ids.ai3001, studentId: ids.pupil }),
    },
    {
      method: 'POST',
      path: `${W}/student/mng/batch-remove`,
      input: () => ({ classId: ids.ai3001, studentIds: [ids.pupil] }),
    },
    // teachers
    {
      method: 'POST',
      path: `${W}/teacher/mng/add`,
      input: () => ({ mobile: '13912345678', name: '矩阵', schoolId: ids.primary }),
    },
    {
      method: 'POST',
      path: `${W}/teacher/mng/update`,
      input: () => ({ id: ids.teacherAccount, name: '改名' }),
    },
    { method: 'POST', path: `${W}/teacher/mng/disable`, input: () => ({ id: ids.teacherAccount }) },
    { method: 'POST', path: `${W}/teacher/mng/enable`, input: () => ({ id: ids.teacherAccount }) },
    { method: 'POST', path: `${W}/teacher/mng/delete`, input: () => ({ id: ids.teacherAccount }) },
    { method: 'GET', path: `${W}/teacher/mng/query`, input: () => ({ schoolId: ids.primary }) },
    { method: 'GET', path: `${W}/teacher/mng/export`, input: () => ({ schoolId: ids.primary }) },
    {
      method: 'GET',
      path: `${W}/teacher/mng/search-list`,
      input: () => ({ schoolId: ids.primary }),
    },
    // launches
    {
      method: 'POST',
      path: `${W}/works/custom/community-login`,
      input: () => ({ worksClassId: ids.ai3001 }),
    },
    {
      method: 'POST',
      path: `${W}/works/custom/agent-login`,
      input: () => ({ worksClassId: ids.ai3001 }),
    },
    {
      method: 'POST',
      path: `${W}/works/custom/hardware-login`,
      input: () => ({ worksClassId: ids.ai3001 }),
    },
    // school configuration, semesters, downloads
    {
      method: 'GET',
      path: `${W}/ai-tool-config/custom/get-by-school`,
      input: () => ({ schoolId: ids.primary }),
      student: 'own',
    },
    {
      method: 'GET',
      path: `${W}/ai-tool-config/mng/list`,
      input: () => ({ schoolId: ids.primary }),
    },
    {
      method: 'POST',
      path: `${W}/ai-tool-config/mng/edit`,
      input: () => ({ schoolId: ids.primary, toolList: [{ toolType: 6, enabled: false }] }),
    },
    {
      method: 'GET',
      path: `${W}/platform-semester/query-list`,
      input: () => ({}),
      student: 'own',
      teacher: 'own',
    },
    {
      method: 'GET',
      path: '/api/v1/platform-semester/query-list',
      input: () => ({}),
      student: 'own',
      teacher: 'own',
    },
    {
      method: 'GET',
      path: `${W}/download/custom/list`,
      input: () => ({}),
      student: 'own',
      teacher: 'own',
    },
  ];
}
