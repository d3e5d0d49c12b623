import { signedQueryString } from '@haoduo/contract';
import type { APIRequestContext } from '@playwright/test';

/**
 * Codes from the dev SMS outbox (GET /api/v1/dev/sms-outbox, signed like every /api/v1
 * call, with the salt the server hands the browser in /app-config.js), so a journey reads
 * a code the way a person would read their phone.
 */

interface TRuntimeConfig {
  signSalt: string;
  tenantCode: string;
}

export interface TSmsMessage {
  content: string;
  channel: string;
  createdAt: string;
}

async function runtimeConfig(request: APIRequestContext): Promise<TRuntimeConfig> {
  const text = await (await request.get('/app-config.js')).text();
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as TRuntimeConfig;
}

/** The newest outbox messages of a mobile, newest first. */
export async function smsOutbox(
  request: APIRequestContext,
  mobile: string,
  limit = 10,
): Promise<TSmsMessage[]> {
  const config = await runtimeConfig(request);
  const query = signedQueryString({
    method: 'GET',
    query: { mobile, limit },
    salt: config.signSalt,
  });
  const response = await request.get(`/api/v1/dev/sms-outbox?${query}`, {
    headers: { 'permission-tenant-en': config.tenantCode },
  });
  if (!response.ok()) {
    throw new Error(`sms-outbox answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: TSmsMessage[] }).data;
}

/** The six digits of a message (a voice message spells them with spaces). */
export function codeOf(message: TSmsMessage): string | null {
  return /(\d{6})/.exec(message.content.replace(/\s/g, ''))?.[1] ?? null;
}

/**
 * The code of the newest message sent to a mobile after `since` (an ISO time, or the
 * moment before the code was asked for), waiting for it up to `timeoutMs`.
 */
export async function waitForSmsCode(
  request: APIRequestContext,
  mobile: string,
  { since, timeoutMs = 10_000 }: { since?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  // Server times may be whole seconds: allow one second of rounding.
  const after = since ? Date.parse(since) - 1000 : 0;
  for (;;) {
    const [newest] = await smsOutbox(request, mobile, 1);
    const code = newest && Date.parse(newest.createdAt) >= after ? codeOf(newest) : null;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code for ${mobile} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
