import { describe, expect, it } from 'vitest';
import { Messages } from '../messages/messages';
import { ZClassCode, ZLoginName, ZMobile, ZPageQuery, ZPassword, ZRealName } from './fields';
import { hasControlCharacters, isValidMobile, isValidPassword } from './patterns';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('field rules', () => {
  it('accepts 11-digit mobiles starting with 1 only', () => {
    expect(isValidMobile('13800000001')).toBe(true);
    expect(isValidMobile('23800000001')).toBe(false);
    expect(isValidMobile('1380000000')).toBe(false);
    expect(firstMessage(ZMobile.safeParse(''))).toBe(Messages.MOBILE_REQUIRED);
    expect(firstMessage(ZMobile.safeParse('12345'))).toBe(Messages.MOBILE_INVALID);
    expect(firstMessage(ZMobile.safeParse(undefined))).toBe(Messages.MOBILE_REQUIRED);
  });

  it('needs 8 to 16 letters and digits with at least one of each', () => {
    expect(isValidPassword('Teach1234')).toBe(true);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('Ab1')).toBe(false);
    expect(isValidPassword('Abcdefgh12345678X')).toBe(false);
    expect(isValidPassword('Abcd 1234')).toBe(false);
    expect(firstMessage(ZPassword.safeParse('short1'))).toBe(Messages.PASSWORD_RULE);
  });

  it('upper-cases class codes', () => {
    expect(ZClassCode.parse(' ai3001 ')).toBe('AI3001');
    expect(firstMessage(ZClassCode.safeParse(''))).toBe(Messages.CLASS_CODE_REQUIRED);
  });

  it('finds control characters but lets tabs and line breaks through', () => {
    for (const text of [
      '\u0000',
      'a\u0001b',
      '\u001b[31m',
      '\u000b',
      '\u000c',
      'x\u007f',
      '\u0085',
    ]) {
      expect(hasControlCharacters(text)).toBe(true);
    }
    for (const text of ['第一页\n第二页', 'a\tb', 'line\r\n', '👩‍👩‍👧‍👦\u202e', '\u00a0é']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('keeps names and codes on one line (a trailing line break is trimmed)', () => {
    expect(ZRealName.parse(' 小明\n')).toBe('小明');
    expect(firstMessage(ZRealName.safeParse('小\n明'))).toBe(Messages.FIELD_CONTROL_CHARACTERS);
    expect(firstMessage(ZLoginName.safeParse('stu\t001'))).toBe(Messages.FIELD_CONTROL_CHARACTERS);
    expect(firstMessage(ZClassCode.safeParse('AI\r\n4001'))).toBe(
      Messages.FIELD_CONTROL_CHARACTERS,
    );
  });

  it('defaults and bounds paging', () => {
    expect(ZPageQuery.parse({})).toEqual({ currentPage: 1, pageSize: 10 });
    expect(ZPageQuery.parse({ currentPage: '3', pageSize: '20' })).toEqual({
      currentPage: 3,
      pageSize: 20,
    });
    expect(ZPageQuery.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(ZPageQuery.safeParse({ currentPage: 0 }).success).toBe(false);
  });
});
