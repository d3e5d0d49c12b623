import { describe, expect, it } from 'vitest';
import {
  LOGIN_METHOD_LABELS,
  LOGIN_RESULT_LABELS,
  LoginMethod,
  LoginResult,
  maskMobile,
  maskName,
} from './auth-constants';

describe('auth constants', () => {
  it('masks mobiles and names for public lists', () => {
    expect(maskMobile('13900000000')).toBe('139****0000');
    expect(maskName('体验用户')).toBe('体***');
    expect(maskName('王芳')).toBe('王*');
    expect(maskName('A')).toBe('A*');
  });

  it('labels every login method and result', () => {
    for (const method of Object.values(LoginMethod))
      expect(LOGIN_METHOD_LABELS[method]).toBeTruthy();
    for (const result of Object.values(LoginResult))
      expect(LOGIN_RESULT_LABELS[result]).toBeTruthy();
  });
});
