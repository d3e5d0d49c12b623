import { Environments, TENANT_CODE_DEFAULT, type TEnvironment } from '../constants/limits';
import { DEV_SIGN_SALT } from '../sign/sign';

/**
 * The runtime configuration the server writes into /app-config.js
 * (`window.__HAODUO_CONFIG__`, built by the system module's browserConfigOf) and, for
 * server-rendered pages, into the same global. The web app and the console read it here.
 * Missing or malformed fields fall back to safe defaults, so unit tests and a bare `vite`
 * dev server still run.
 */
export interface TRuntimeConfig {
  signSalt: string;
  tenantCode: string;
  sentryDsn: string | null;
  environment: TEnvironment;
  aiEdition: boolean;
  businessPhone: string;
  version: string;
  /** Where the large-model and agent tiles open the AI studio (AI_STUDIO_URL). */
  aiStudioUrl: string;
  /** The AI hardware platform (HARDWARE_LOGIN_URL); this site's own studio when none is set. */
  hardwareLoginUrl: string;
  /** Files go from the browser straight to the object store (STORAGE=s3) by presigned POST. */
  directUpload: boolean;
}

declare global {
  // The browser's window, or the server that renders pages with this code.
  var __HAODUO_CONFIG__: unknown;
}

/**
 * Build-time fallback for the AI edition when the server does not say (VITE_AI_EDITION in a
 * Vite build; `import.meta.env` is undefined outside Vite).
 */
const AI_EDITION_BUILD_FLAG =
  (import.meta as { env?: Record<string, unknown> }).env?.VITE_AI_EDITION === 'true';

export const DEFAULT_RUNTIME_CONFIG: TRuntimeConfig = {
  signSalt: DEV_SIGN_SALT,
  tenantCode: TENANT_CODE_DEFAULT,
  sentryDsn: null,
  environment: 'dev',
  aiEdition: AI_EDITION_BUILD_FLAG,
  businessPhone: '',
  version: '0.0.0',
  aiStudioUrl: '/ai',
  hardwareLoginUrl: '/ai',
  directUpload: false,
};

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function isEnvironment(value: unknown): value is TEnvironment {
  return typeof value === 'string' && (Environments as readonly string[]).includes(value);
}

export function parseRuntimeConfig(raw: unknown): TRuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  if (typeof raw !== 'object' || raw === null) return { ...d };
  const source = raw as Record<string, unknown>;
  return {
    signSalt: pickString(source.signSalt, d.signSalt),
    tenantCode: pickString(source.tenantCode, d.tenantCode),
    sentryDsn: typeof source.sentryDsn === 'string' && source.sentryDsn ? source.sentryDsn : null,
    environment: isEnvironment(source.environment) ? source.environment : d.environment,
    aiEdition: typeof source.aiEdition === 'boolean' ? source.aiEdition : d.aiEdition,
    businessPhone: pickString(source.businessPhone, d.businessPhone),
    version: pickString(source.version, d.version),
    aiStudioUrl: pickString(source.aiStudioUrl, d.aiStudioUrl),
    hardwareLoginUrl: pickString(source.hardwareLoginUrl, d.hardwareLoginUrl),
    directUpload: source.directUpload === true,
  };
}

/** Read at every call: cheap, and tests can change the global between cases. */
export function getRuntimeConfig(): TRuntimeConfig {
  return parseRuntimeConfig(globalThis.__HAODUO_CONFIG__);
}
