import { describe, expect, it } from 'vitest';
import { demoStudentResult, demoTeacherResult } from '../testing/sign-in-results';
import { accountTypeOf, sessionOfLoginResult, type TLoginResult } from './login-result';
import { nextSignInStep, type TSignInStep } from './sign-in-steps';

const cases: [string, Pick<TLoginResult, 'accountType' | 'accountList'>, TSignInStep][] = [
  ['a student without accounts', { accountType: 2, accountList: [] }, 'no-class'],
  ['a student with accounts', demoStudentResult, 'enter'],
  ['a teacher without accounts', { accountType: 1, accountList: [] }, 'no-account'],
  ['a teacher with two schools', demoTeacherResult, 'choose-school'],
  [
    'a teacher with one school',
    { ...demoTeacherResult, accountList: demoTeacherResult.accountList.slice(0, 1) },
    'enter',
  ],
];

describe('after the password check', () => {
  it.each(cases)('%s: %s', (_who, result, step) => {
    expect(nextSignInStep(result)).toBe(step);
  });
});

describe('a sign-in not kept yet', () => {
  it("sends the student's login tenant, else the first account's school", () => {
    expect(sessionOfLoginResult({ ...demoStudentResult, loginTenantId: 2 })).toEqual({
      token: 'tok-stu',
      accountType: 2,
      schoolId: 2,
    });
    expect(sessionOfLoginResult(demoTeacherResult).schoolId).toBe(1);
    expect(
      sessionOfLoginResult({ ...demoStudentResult, accountList: [], loginTenantId: null }),
    ).toMatchObject({ schoolId: null });
  });

  it('knows only the two account types', () => {
    expect(accountTypeOf(1)).toBe(1);
    expect(accountTypeOf(2)).toBe(2);
    expect(accountTypeOf(3)).toBeNull();
    expect(accountTypeOf(null)).toBeNull();
  });
});
