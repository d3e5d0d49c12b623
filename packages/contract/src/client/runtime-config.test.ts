import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_CODE_DEFAULT } from '../constants/limits';
import { DEV_SIGN_SALT } from '../sign/sign';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  afterEach(() => {
    delete globalThis.__HAODUO_CONFIG__;
  });

  it('falls back to safe defaults when /app-config.js did not run', () => {
    const config = getRuntimeConfig();
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(config.signSalt).toBe(DEV_SIGN_SALT);
    expect(config.tenantCode).toBe(TENANT_CODE_DEFAULT);
    expect(config.sentryDsn).toBeNull();
    expect(config.environment).toBe('dev');
    expect(config.aiStudioUrl).toBe('/ai');
    expect(config.hardwareLoginUrl).toBe('/ai');
  });

  it('reads what the server wrote', () => {
    globalThis.__HAODUO_CONFIG__ = {
      signSalt: 'salt',
      tenantCode: '54',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'qa',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: '1.2.3',
      aiStudioUrl: 'https://studio.example/ai',
      hardwareLoginUrl: 'https://hw.example/login',
    };
    expect(getRuntimeConfig()).toEqual({
      signSalt: 'salt',
      tenantCode: '54',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'qa',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: '1.2.3',
      aiStudioUrl: 'https://studio.example/ai',
      hardwareLoginUrl: 'https://hw.example/login',
      directUpload: false,
    });
  });

  it('ignores fields of the wrong type or value', () => {
    const config = parseRuntimeConfig({
      signSalt: 42,
      environment: 'staging',
      aiEdition: 'yes',
      sentryDsn: '',
      version: 7,
      aiStudioUrl: 'https://studio.example/ai',
      hardwareLoginUrl: 42,
    });
    expect(config.signSalt).toBe(DEV_SIGN_SALT);
    expect(config.environment).toBe('dev');
    expect(config.aiEdition).toBe(false);
    expect(config.sentryDsn).toBeNull();
    expect(config.version).toBe('0.0.0');
    expect(config.aiStudioUrl).toBe('https://studio.example/ai');
    expect(config.hardwareLoginUrl).toBe('/ai');
  });

  it('treats anything but an object as nothing written', () => {
    expect(parseRuntimeConfig('config')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
