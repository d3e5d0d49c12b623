import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword } from './password';

describe('password encoding', () => {
  it('is base64 of UTF-8 (known vectors)', () => {
    expect(encodePassword('Stud1234')).toBe('U3R1ZDEyMzQ=');
    expect(encodePassword('密码abc1')).toBe(Buffer.from('密码abc1', 'utf8').toString('base64'));
  });

  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodePassword(encodePassword(text))).toBe(text);
      }),
    );
  });

  it('refuses text that is not base64 of UTF-8', () => {
    expect(decodePassword('not base64!')).toBeNull();
    expect(decodePassword('abc')).toBeNull();
    expect(decodePassword('/w==')).toBeNull(); // 0xff is not UTF-8
  });
});
