import { DEV_SIGN_SALT } from '@haoduo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  afterEach(() => {
    delete window.__HAODUO_CONFIG__;
  });

  it('falls back to safe defaults when /app-config.js did not load', () => {
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(getRuntimeConfig().signSalt).toBe(DEV_SIGN_SALT);
    expect(getRuntimeConfig().tenantCode).toBe('53');
  });

  it('reads what the server wrote', () => {
    window.__HAODUO_CONFIG__ = {
      signSalt: 'salt',
      tenantCode: '54',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'qa',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: '1.2.3',
    };
    expect(getRuntimeConfig()).toEqual({
      signSalt: 'salt',
      tenantCode: '54',
      sentryDsn: 'https://key@sentry.example/1',
      environment: 'qa',
      aiEdition: true,
      businessPhone: '400-000-0000',
      version: '1.2.3',
    });
  });

  it('ignores fields of the wrong type or value', () => {
    const config = parseRuntimeConfig({
      signSalt: 42,
      environment: 'staging',
      aiEdition: 'yes',
      sentryDsn: '',
    });
    expect(config.signSalt).toBe(DEV_SIGN_SALT);
    expect(config.environment).toBe('dev');
    expect(config.aiEdition).toBe(false);
    expect(config.sentryDsn).toBeNull();
  });
});
