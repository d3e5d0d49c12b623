import { DEV_SIGN_SALT, TENANT_CODE_DEFAULT } from '@haoduo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  afterEach(() => {
    delete window.__HAODUO_CONFIG__;
  });

  it('falls back to safe defaults when /app-config.js did not run', () => {
    const config = getRuntimeConfig();
    expect(config.signSalt).toBe(DEV_SIGN_SALT);
    expect(config.tenantCode).toBe(TENANT_CODE_DEFAULT);
    expect(config.sentryDsn).toBeNull();
    expect(config.environment).toBe('dev');
  });

  it('reads the values the server wrote and ignores malformed ones', () => {
    window.__HAODUO_CONFIG__ = {
      signSalt: 'salt',
      tenantCode: '53',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'staging',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: 7,
      aiStudioUrl: 'https://studio.example/ai',
      hardwareLoginUrl: 42,
    };
    expect(getRuntimeConfig()).toMatchObject({
      signSalt: 'salt',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'dev',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: '0.0.0',
      aiStudioUrl: 'https://studio.example/ai',
      hardwareLoginUrl: '/ai',
    });
  });

  it('treats an empty DSN as no DSN', () => {
    expect(parseRuntimeConfig({ sentryDsn: '' }).sentryDsn).toBeNull();
  });
});
