import { ApiError } from '@haoduo/contract';
import { parseSse, type TSseEvent } from './sse';

export interface TLiveStreamOptions {
  /** Opens the stream (a signed call through the API client); rejects on a refusal. */
  open: (signal: AbortSignal) => Promise<Response>;
  onEvent: (event: TSseEvent) => void;
  /** Each time the stream is open again: read what was missed while it was not. */
  onOpen?: () => void;
  /** The stream has ended or could not open (another try may follow). */
  onClose?: () => void;
  /** The first wait before opening again, doubled after each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A stream that stayed open this long counts as healthy: the next wait starts small again. */
  healthyMs?: number;
  random?: () => number;
}

const DEFAULTS = { minDelayMs: 1_000, maxDelayMs: 60_000, healthyMs: 15_000 };

/** Refusals that another try would not change: signed out, not allowed, not there. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

/**
 * A server-sent-events stream kept open: read with fetch (the API client's signed call, so
 * the session's headers go with it), opened again after a drop with a growing, jittered
 * wait (1 s, 2 s, 4 s ... 60 s), never in a loop. A refusal (401, 403, 404) ends it. Returns
 * the function that closes it.
 */
export function startLiveStream(options: TLiveStreamOptions): () => void {
  const { minDelayMs, maxDelayMs, healthyMs } = { ...DEFAULTS, ...options };
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = async (response: Response) => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: true });
      const parsed = parseSse(done ? `${buffer}\n\n` : buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) options.onEvent(event);
      if (done) return;
    }
  };

  const connect = async () => {
    if (controller.signal.aborted) return;
    const openedAt = Date.now();
    let refused = false;
    try {
      const response = await options.open(controller.signal);
      options.onOpen?.();
      await read(response);
    } catch (error) {
      refused = isFinal(error);
    }
    if (controller.signal.aborted) return;
    options.onClose?.();
    if (refused) return;
    failures = Date.now() - openedAt >= healthyMs ? 0 : failures + 1;
    const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** Math.max(0, failures - 1));
    const wait = failures === 0 ? minDelayMs : ceiling * (0.5 + random() / 2);
    timer = setTimeout(() => void connect(), wait);
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
