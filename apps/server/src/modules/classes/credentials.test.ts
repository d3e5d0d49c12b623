import { isValidPassword, LOGIN_NAME_PATTERN } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { decryptInitialPassword, encryptInitialPassword } from './initial-passwords';
import { generateLoginName, generatePassword } from './login-names';

describe('generated login names and passwords', () => {
  it('are valid login names and passwords, without look-alike characters', () => {
    for (let i = 0; i < 500; i++) {
      const name = generateLoginName();
      expect(name).toMatch(LOGIN_NAME_PATTERN);
      expect(isValidPassword(name)).toBe(true);
      expect(name).not.toMatch(/[ilo01]/);
      expect(isValidPassword(generatePassword())).toBe(true);
    }
  });

  it('do not repeat', () => {
    const names = new Set(Array.from({ length: 2000 }, generateLoginName));
    expect(names.size).toBe(2000);
  });
});

describe('initial password encryption', () => {
  it('round-trips, differs each time, and fails with another secret or tampering', () => {
    const secret = 'a-test-secret-of-enough-length';
    const a = encryptInitialPassword(secret, 'k7m2x9p4');
    const b = encryptInitialPassword(secret, 'k7m2x9p4');
    expect(a).not.toBe(b);
    expect(a).not.toContain('k7m2x9p4');
    expect(decryptInitialPassword(secret, a)).toBe('k7m2x9p4');
    expect(decryptInitialPassword('another-secret-of-enough-length', a)).toBeNull();
    const [iv, tag, body] = a.split('.');
    expect(decryptInitialPassword(secret, [iv, tag, `A${body!.slice(1)}`].join('.'))).toBeNull();
    expect(decryptInitialPassword(secret, 'not.valid')).toBeNull();
  });
});
