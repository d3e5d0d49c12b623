import { AiProviderError } from '../shared/ai-error';

/**
 * One OpenAI-compatible endpoint (hosted, or a school's Ollama / vLLM / llama.cpp server):
 * JSON POSTs with a time-out, retries with exponential back-off on 429 and 5xx (and on
 * network errors), honouring Retry-After. Failures become AiProviderError with a Chinese
 * message; the provider's own words go to the log only.
 */

export interface TOpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** Attempts in all, including the first. */
  attempts?: number;
  /** First back-off in milliseconds; doubled each retry. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 5_000;

function retryAfterMs(response: Response, fallback: number): number {
  const header = response.headers.get('retry-after');
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds * 1000));
  const date = Date.parse(header);
  return Number.isNaN(date)
    ? fallback
    : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - Date.now()));
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new AiProviderError('failed', 'aborted'));
      },
      { once: true },
    );
  });

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * POSTs JSON and returns the successful response (its body not yet read). The time-out
 * covers the whole exchange, streamed body included: the caller reads within `signal`.
 */
export async function postJson(
  settings: TOpenAiSettings,
  path: string,
  body: unknown,
  outer?: AbortSignal,
): Promise<{ response: Response; signal: AbortSignal }> {
  const attempts = Math.max(1, settings.attempts ?? 3);
  let backoff = settings.backoffMs ?? 400;
  const doFetch = settings.fetch ?? fetch;
  let lastError: AiProviderError = new AiProviderError('failed', 'no attempt made');
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(joinUrl(settings.baseUrl, path), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (outer?.aborted) throw new AiProviderError('failed', 'aborted');
      if (timeout.aborted)
        throw new AiProviderError('timeout', `${path}: no answer within ${settings.timeoutMs} ms`);
      lastError = new AiProviderError('failed', `${path}: ${(error as Error).message}`);
      if (attempt < attempts) await sleep(backoff, outer);
      backoff *= 2;
      continue;
    }
    if (response.ok) return { response, signal };
    const detail = `${path}: HTTP ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`;
    lastError = new AiProviderError(response.status === 429 ? 'busy' : 'failed', detail);
    if (!RETRYABLE.has(response.status) || attempt === attempts) break;
    await sleep(retryAfterMs(response, backoff), outer);
    backoff *= 2;
  }
  throw lastError;
}

/** Reads a JSON body within the request's time-out. */
export async function readJson<T>(
  response: Response,
  signal: AbortSignal,
  path: string,
): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (signal.aborted) throw new AiProviderError('timeout', `${path}: body not read in time`);
    throw new AiProviderError('failed', `${path}: bad JSON (${(error as Error).message})`);
  }
}
