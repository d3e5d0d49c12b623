import path from 'node:path';
import { DEV_SIGN_SALT, TENANT_CODE_DEFAULT } from '@haoduo/contract';
import { z } from 'zod';
import {
  missingProviderSettings,
  providerConfig,
  ZProviderEnv,
  type TS3Config,
  type TSmsConfig,
} from './provider-config';

/**
 * Configuration from the environment, validated once at start. A bad value stops the
 * server with a message that names the variable.
 */

/** Development default of APP_SECRET; refused in production. */
export const DEV_APP_SECRET = 'haoduo-dev-app-secret-change-me';

const ZBooleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const ZEnv = z
  .object({
    ...ZProviderEnv.shape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(1, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)')
      .default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    SIGN_SALT: z.string().min(8, 'must be at least 8 characters').default(DEV_SIGN_SALT),
    TENANT_CODE: z.string().regex(/^\d+$/, 'must be digits').default(TENANT_CODE_DEFAULT),
    DEMO_DATA: ZBooleanFlag.default(true),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SENTRY_DSN: z.url('must be a URL').optional(),
    APP_ENV: z.enum(['dev', 'qa', 'pre', 'prod']).default('dev'),
    AI_EDITION: ZBooleanFlag.default(false),
    BUSINESS_PHONE: z.string().default('400-000-0000'),
    /** Trust X-Forwarded-For from a proxy in front (for IP rate limits and login records). */
    TRUST_PROXY: ZBooleanFlag.default(false),
    /** Sign-in calls per minute per IP and route (a whole class may sign in behind one NAT). */
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /** Code requests (SMS, voice) per minute per IP and route. */
    RATE_LIMIT_CODE_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /** How long a verified session is kept in memory (0: look it up on every request). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** Origins (comma-separated) the sign-in service may send tickets to, besides its own. */
    SSO_ALLOWED_SERVICES: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({
            protocol: /^https?$/,
            error: 'must be a comma-separated list of http(s) origins',
          }),
        ),
      )
      .default([]),
    /** Let proxy callbacks (pgtUrl) use plain http to localhost: tests only, never production. */
    SSO_PROXY_CALLBACK_HTTP_LOCALHOST: ZBooleanFlag.default(false),
    /** The shared secret of partner systems calling /sso/sync and /sso/field_sync (off when empty). */
    SSO_SYNC_SECRET: z.string().default(''),
    /** Server secret: encrypts pupils' initial passwords, signs launch tickets and download links. */
    APP_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_APP_SECRET),
    /** Competition registrations are anonymised this many days after the competition ends. */
    COMPETITION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** Where community and agent launches open: our AI studio, or an external studio's URL. */
    AI_STUDIO_URL: z.string().min(1).default('/ai'),
    /** Where the AI hardware launch opens (a signed ticket is appended). */
    HARDWARE_LOGIN_URL: z.string().min(1).default('/ai'),
    /** The appId our launch tickets carry (shared with an external studio). */
    LAUNCH_APP_ID: z.string().min(1).default('haoduo-ai-studio'),
    /** AI providers: offline engines, or an OpenAI-compatible endpoint. */
    AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    OPENAI_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
    OPENAI_API_KEY: z.string().optional(),
    /** A capability whose model is not set uses its offline engine (and says so). */
    OPENAI_CHAT_MODEL: z.string().optional(),
    OPENAI_IMAGE_MODEL: z.string().optional(),
    /** When set, the provider's moderation runs besides the word list. */
    OPENAI_MODERATION_MODEL: z.string().optional(),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** Worker threads of the offline drawing, colouring, music, video and 3D engines. */
    AI_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    /** Redis shared by every server process: rate limits, forgotten kept reads, job wake-ups. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** What this deployment's Redis keys and channels start with (several may share a Redis). */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be letters, digits, _ : . -')
      .default('haoduo:'),
    /** Run the job loops (AI jobs, file tasks) in this process; off for HTTP-only processes. */
    JOBS: ZBooleanFlag.default(true),
    /** How long a claimed job is held without renewal (a killed process's jobs wait this long). */
    JOB_LEASE_MS: z.coerce.number().int().min(2000).max(600_000).default(30_000),
    /** After SIGTERM, answer "not ready" this long before closing (the balancer's health interval). */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  })
  .superRefine((env, ctx) => {
    for (const { name, message } of missingProviderSettings(env)) {
      ctx.addIssue({ code: 'custom', path: [name], message });
    }
    if (env.NODE_ENV === 'production' && env.SIGN_SALT === DEV_SIGN_SALT) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIGN_SALT'],
        message: 'must be set to a secret value in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.APP_SECRET === DEV_APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'must be set to a secret value in production',
      });
    }
  });

export interface TConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps at most (requests beyond them wait their turn). */
  databasePoolSize: number;
  signSalt: string;
  tenantCode: string;
  demoData: boolean;
  logLevel: string;
  sentryDsn: string | undefined;
  appEnv: 'dev' | 'qa' | 'pre' | 'prod';
  aiEdition: boolean;
  businessPhone: string;
  trustProxy: boolean;
  rateLimitLoginPerMinute: number;
  rateLimitCodePerMinute: number;
  /** Verified sessions are kept this long in memory (forgotten at once on any write here). */
  sessionCacheMs: number;
  /** Normalised origins (scheme://host[:port]). */
  ssoAllowedServices: string[];
  ssoProxyCallbackHttpLocalhost: boolean;
  ssoSyncSecret: string;
  appSecret: string;
  /** Days after a competition's end before its registrations are anonymised. */
  competitionRetentionDays: number;
  aiStudioUrl: string;
  hardwareLoginUrl: string;
  launchAppId: string;
  /** AI providers: offline engines, or an OpenAI-compatible endpoint. */
  ai: {
    provider: 'offline' | 'openai';
    openai: {
      baseUrl?: string;
      apiKey?: string;
      chatModel?: string;
      imageModel?: string;
      moderationModel?: string;
      timeoutMs: number;
    };
    /** Engine worker threads (AI_WORKERS); unset: cores - 1, at least 1. */
    workers?: number;
  };
  /** Redis shared by the processes (unset: each process keeps its own, in memory). */
  redis: { url: string; prefix: string } | null;
  /** Whether this process runs the job loops, and the lease of a claimed job. */
  jobs: { run: boolean; leaseMs: number };
  /** How long a SIGTERM'd process answers "not ready" before it closes. */
  shutdownDelayMs: number;
}

export interface TConfig {
  /** STORAGE=s3: the S3-compatible store (null: files on local disk under DATA_DIR/files). */
  s3: TS3Config | null;
  /** SMS_PROVIDER and the chosen vendor's settings. */
  sms: TSmsConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...providerConfig(e),
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    signSalt: e.SIGN_SALT,
    tenantCode: e.TENANT_CODE,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    sentryDsn: e.SENTRY_DSN,
    appEnv: e.APP_ENV,
    aiEdition: e.AI_EDITION,
    businessPhone: e.BUSINESS_PHONE,
    trustProxy: e.TRUST_PROXY,
    // Tests sign in many times from one address; they set a low limit where they test it.
    rateLimitLoginPerMinute:
      e.RATE_LIMIT_LOGIN_PER_MINUTE ?? (e.NODE_ENV === 'test' ? 100_000 : 120),
    rateLimitCodePerMinute: e.RATE_LIMIT_CODE_PER_MINUTE ?? (e.NODE_ENV === 'test' ? 100_000 : 30),
    sessionCacheMs: e.SESSION_CACHE_MS,
    ssoAllowedServices: e.SSO_ALLOWED_SERVICES.map((url) => new URL(url).origin),
    ssoProxyCallbackHttpLocalhost: e.SSO_PROXY_CALLBACK_HTTP_LOCALHOST,
    ssoSyncSecret: e.SSO_SYNC_SECRET,
    appSecret: e.APP_SECRET,
    competitionRetentionDays: e.COMPETITION_RETENTION_DAYS,
    aiStudioUrl: e.AI_STUDIO_URL,
    hardwareLoginUrl: e.HARDWARE_LOGIN_URL,
    launchAppId: e.LAUNCH_APP_ID,
    ai: {
      provider: e.AI_PROVIDER,
      openai: {
        baseUrl: e.OPENAI_BASE_URL,
        apiKey: e.OPENAI_API_KEY,
        chatModel: e.OPENAI_CHAT_MODEL,
        imageModel: e.OPENAI_IMAGE_MODEL,
        moderationModel: e.OPENAI_MODERATION_MODEL,
        timeoutMs: e.OPENAI_TIMEOUT_MS,
      },
      workers: e.AI_WORKERS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    jobs: { run: e.JOBS, leaseMs: e.JOB_LEASE_MS },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  };
}
