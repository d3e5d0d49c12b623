import { DEV_SIGN_SALT } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      tenantCode: '53',
      demoData: true,
      signSalt: DEV_SIGN_SALT,
      databaseUrl: undefined,
      databasePoolSize: 10,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '30' }).databasePoolSize).toBe(30);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGN_SALT/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_SALT: 'a-real-secret-salt' })).toThrow(
      /APP_SECRET/,
    );
    const production = {
      NODE_ENV: 'production',
      SIGN_SALT: 'a-real-secret-salt',
      APP_SECRET: 'a-real-app-secret-value',
    };
    expect(loadConfig(production).signSalt).toBe('a-real-secret-salt');
  });

  it('reads DEMO_DATA=off', () => {
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads the settings of several processes (Redis, jobs, shutdown)', () => {
    expect(loadConfig({})).toMatchObject({
      redis: null,
      jobs: { run: true, leaseMs: 30_000 },
      shutdownDelayMs: 0,
    });
    const cluster = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REDIS_PREFIX: 'school-a:',
      JOBS: 'off',
      JOB_LEASE_MS: '5000',
      SHUTDOWN_DELAY_MS: '3000',
    });
    expect(cluster).toMatchObject({
      redis: { url: 'redis://127.0.0.1:6379/2', prefix: 'school-a:' },
      jobs: { run: false, leaseMs: 5000 },
      shutdownDelayMs: 3000,
    });
    expect(loadConfig({ REDIS_URL: 'redis://x' }).redis?.prefix).toBe('haoduo:');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ JOB_LEASE_MS: '10' })).toThrow(/JOB_LEASE_MS/);
  });
});
