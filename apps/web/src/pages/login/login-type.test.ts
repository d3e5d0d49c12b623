import { describe, expect, it } from 'vitest';
import { parseLoginType } from './login-type';

describe('login ?type=', () => {
  it('picks the tab named by the query and falls back to the student tab', () => {
    expect(parseLoginType('3')).toBe(3);
    expect(parseLoginType('2')).toBe(2);
    expect(parseLoginType('9')).toBe(1);
    expect(parseLoginType(null)).toBe(1);
    expect(parseLoginType('abc')).toBe(1);
  });
});
