import type { TSignInResult } from '@haoduo/contract';

/** The demo pupil's and teacher's sign-in results, as the fake server answers them. */

export const demoStudentResult: TSignInResult = {
  token: 'tok-stu',
  refreshToken: 'ref',
  accountType: 2,
  accountList: [
    {
      accountUserId: 6,
      accountName: '张小明',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: 2,
    },
  ],
  loginTenantId: 1,
  tourist: false,
};

export const demoTeacherResult: TSignInResult = {
  token: 'tok-wang',
  refreshToken: 'ref',
  accountType: 1,
  accountList: [
    {
      accountUserId: 1,
      accountName: '王老师',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: 1,
    },
    {
      accountUserId: 2,
      accountName: '王老师',
      schoolId: 2,
      schoolName: '未来科技中学',
      accountType: 1,
    },
  ],
  loginTenantId: null,
  tourist: false,
};
