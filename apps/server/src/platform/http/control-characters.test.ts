import { describe, expect, it } from 'vitest';
import { controlCharacterField } from './control-characters';

describe('controlCharacterField', () => {
  it('names the first string with a control character by its dotted path', () => {
    expect(controlCharacterField({ classCode: 'AI4001\u0000' }, '')).toBe('classCode');
    expect(controlCharacterField({ pages: [{ text: 'ok' }, { text: 'x\u001b' }] }, '')).toBe(
      'pages.1.text',
    );
    expect(controlCharacterField('\u007f', 'body')).toBe('body');
  });

  it('checks keys too, and shows their control characters as escapes', () => {
    expect(controlCharacterField({ settings: { 'a\u0000b': 1 } }, '')).toBe('settings.a\\u0000b');
  });

  it('lets multi-line text, numbers and other unicode through', () => {
    const body = {
      text: '第一页\n\t第二页\r\n',
      count: 3,
      ok: true,
      none: null,
      emoji: '👩‍👩‍👧‍👦\u202e',
    };
    expect(controlCharacterField(body, '')).toBeNull();
  });

  it('leaves bytes alone (an upload is not text)', () => {
    expect(controlCharacterField({ file: Buffer.from([0, 1, 2]) }, '')).toBeNull();
  });

  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(controlCharacterField(deep, '')).toMatch(/^0(\.0)*$/);
  });
});
