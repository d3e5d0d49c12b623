import type { TConfig } from '../../../platform/config';

/** Per-IP limits (per route, one minute) for sign-in and code routes, from the config. */
export function loginRateLimit(config: TConfig) {
  return { max: config.rateLimitLoginPerMinute, timeWindow: 60_000 };
}

export function codeRateLimit(config: TConfig) {
  return { max: config.rateLimitCodePerMinute, timeWindow: 60_000 };
}
