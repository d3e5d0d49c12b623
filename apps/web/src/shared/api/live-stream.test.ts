import { ApiError } from '@haoduo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveStream } from './live-stream';

function streamOf(text: string): Response {
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLiveStream', () => {
  afterEach(() => vi.useRealTimers());

  it('hands over each event and reads again after a drop, waiting longer each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const events: string[] = [];
    const open = vi.fn(async () => streamOf('event: alert\ndata: {"id":1}\n\n'));
    const onOpen = vi.fn();
    const stop = startLiveStream({
      open,
      onOpen,
      onEvent: (event) => events.push(`${event.event}:${event.data}`),
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['alert:{"id":1}']);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Dropped at once: 1 s, then 2 s, then 4 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(open).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('never waits more than the ceiling, and stops for good on a refusal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const open = vi.fn(async (): Promise<Response> => {
      throw new ApiError(0, 0, '');
    });
    const stop = startLiveStream({ open, onEvent: vi.fn(), random: () => 1, maxDelayMs: 8_000 });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 8_000);
    expect(open).toHaveBeenCalledTimes(6);
    stop();

    const refused = vi.fn(async (): Promise<Response> => {
      throw new ApiError(401, 401, '请先登录');
    });
    startLiveStream({ open: refused, onEvent: vi.fn() });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('keeps an unfinished event until the rest of it arrives', async () => {
    const events: string[] = [];
    const encoder = new TextEncoder();
    let push!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    const stop = startLiveStream({
      open: async () => new Response(body),
      onEvent: (event) => events.push(event.data),
    });
    await flush();
    push('event: alert\ndata: {"id"');
    await flush();
    expect(events).toEqual([]);
    push(':2}\n\n');
    await flush();
    expect(events).toEqual(['{"id":2}']);
    stop();
    end();
  });
});
