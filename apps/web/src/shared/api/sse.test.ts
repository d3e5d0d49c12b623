import { describe, expect, it } from 'vitest';
import { parseSse } from './sse';

describe('parseSse', () => {
  it('reads whole events and keeps the unfinished rest', () => {
    const text =
      'event: delta\ndata: {"text":"你好"}\n\nevent: delta\ndata: {"text":"！"}\n\nevent: do';
    const { events, rest } = parseSse(text);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"你好"}' },
      { event: 'delta', data: '{"text":"！"}' },
    ]);
    expect(rest).toBe('event: do');
  });

  it('accepts CRLF line ends', () => {
    expect(parseSse('event: done\r\ndata: {}\r\n\r\n').events).toEqual([
      { event: 'done', data: '{}' },
    ]);
  });
});
