import { z } from 'zod';
import { ZFileTask } from '../back-office/file-tasks.schema';
import {
  ZClassRosterImportQuery,
  ZSchoolRosterImportQuery,
  ZSyncConfig,
  ZSyncConfigAddBody,
  ZSyncConfigIdBody,
  ZSyncConfigListQuery,
} from '../back-office/roster.schema';
import { ZClassIdQuery, ZLoginCards } from '../schemas/classes';
import {
  ZAddStudentsBody,
  ZAddStudentsResult,
  ZBindStudentsResult,
  ZClassStudentsBody,
  ZResetPwdBody,
  ZStudentCredential,
  ZTransferStudentsBody,
  ZTransferStudentsResult,
  ZUpdateUsernameBody,
  ZUpdateUsernameResult,
} from '../schemas/students';
import { defineEndpoint } from './endpoint';

/**
 * Course class mng: roster imports (import file tasks) and their sync configs. Staff only;
 * the class or school must be in the caller's scope.
 */
export const classSyncEndpoints = {
  syncStudent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/course-class/mng/sync/student',
    tag: 'classes',
    access: 'staff',
    permission: 'class:sync-student',
    summary:
      'Import a roster xlsx (multipart `file`; columns 姓名, optional 登录名) into a class: an import file task that creates the pupils and reports each refused row',
    upload: true,
    query: ZClassRosterImportQuery,
    response: ZFileTask,
    errors: [404, 413, 415],
  }),
  sync: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/course-class/mng/sync',
    tag: 'classes',
    access: 'staff',
    permission: 'class:sync',
    summary:
      "Import a school's roster xlsx (multipart `file`; columns 年级, 班级, 姓名, optional 登录名) into its classes by their sync configs: an import file task",
    upload: true,
    query: ZSchoolRosterImportQuery,
    response: ZFileTask,
    errors: [404, 413, 415],
  }),
  syncConfigAdd: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/course-class/mng/sync-config/add',
    tag: 'classes',
    access: 'staff',
    permission: 'class:sync-config-add',
    summary: "Tie a grade and class name of the school's roster to a course class",
    body: ZSyncConfigAddBody,
    response: ZSyncConfig,
    errors: [404, 409],
  }),
  syncConfigDelete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/course-class/mng/sync-config/delete',
    tag: 'classes',
    access: 'staff',
    permission: 'class:sync-config-delete',
    summary: 'Remove a roster sync config',
    body: ZSyncConfigIdBody,
    errors: [404],
  }),
  syncConfigList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/course-class/mng/sync-config/list',
    tag: 'classes',
    access: 'staff',
    permission: 'class:sync-config-list',
    summary: "A school's roster sync configs (of one class when classId is given)",
    query: ZSyncConfigListQuery,
    response: z.array(ZSyncConfig),
  }),
};

/**
 * Student mng: the staff's versions of the teacher's pupil actions (`student/custom/*`), on
 * any class in the caller's scope.
 */
export const studentMngEndpoints = {
  mngAdd: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/add',
    tag: 'students',
    access: 'staff',
    permission: 'student:add',
    summary: 'Create accounts for pupils in a class (answers their initial passwords)',
    body: ZAddStudentsBody,
    response: ZAddStudentsResult,
    errors: [404, 409],
  }),
  mngBindClass: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/bind-class',
    tag: 'students',
    access: 'staff',
    permission: 'student:bind-class',
    summary: "Put pupils of the class's school (by account id) into the class",
    body: ZClassStudentsBody,
    response: ZBindStudentsResult,
    errors: [404],
  }),
  mngDisable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/disable',
    tag: 'students',
    access: 'staff',
    permission: 'student:disable',
    summary: 'Disable pupils in a class',
    body: ZClassStudentsBody,
    errors: [404],
  }),
  mngEnable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/enable',
    tag: 'students',
    access: 'staff',
    permission: 'student:enable',
    summary: 'Enable pupils in a class',
    body: ZClassStudentsBody,
    errors: [404],
  }),
  mngResetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/resetPwd',
    tag: 'students',
    access: 'staff',
    permission: 'student:reset-pwd',
    summary: "Give a pupil a new initial password (ends the pupil's sessions)",
    body: ZResetPwdBody,
    response: ZStudentCredential,
    errors: [404],
  }),
  mngUpdateUsername: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/updateUsername',
    tag: 'students',
    access: 'staff',
    permission: 'student:update-username',
    summary: "Change a pupil's login name",
    body: ZUpdateUsernameBody,
    response: ZUpdateUsernameResult,
    errors: [404, 409],
  }),
  mngTransfer: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/student/mng/transfer-join-class-student',
    tag: 'students',
    access: 'staff',
    permission: 'student:transfer',
    summary: 'Move pupils to another class of the same school',
    body: ZTransferStudentsBody,
    response: ZTransferStudentsResult,
    errors: [404],
  }),
  mngPrintList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/student/mng/print-list',
    tag: 'students',
    access: 'staff',
    permission: 'student:print-list',
    summary:
      "A class's printable account list: names, login names and initial passwords (for pupils who kept them)",
    query: ZClassIdQuery,
    response: ZLoginCards,
    errors: [404],
  }),
  mngPrintListPdf: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/student/mng/print-list-pdf',
    tag: 'students',
    access: 'staff',
    permission: 'student:print-list-pdf',
    summary:
      "A class's list to hand out as a PDF (A4): number, name, login name; no passwords or id numbers",
    query: ZClassIdQuery,
    answer: 'file',
    produces: 'application/pdf',
    errors: [404],
  }),
};
