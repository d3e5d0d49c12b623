import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** STORAGE and SMS_PROVIDER: the defaults, and a start refused when a setting is missing. */
const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('storage and SMS configuration', () => {
  it('defaults to local files and the outbox', () => {
    const config = loadConfig({});
    expect(config.s3).toBeNull();
    expect(config.sms.provider).toBe('outbox');
  });

  it('names every missing S3 setting', () => {
    const text = message({ STORAGE: 's3', S3_BUCKET: 'b' });
    expect(text).toContain('S3_ACCESS_KEY_ID: required when STORAGE=s3');
    expect(text).toContain('S3_SECRET_ACCESS_KEY: required when STORAGE=s3');
    expect(text).not.toContain('S3_BUCKET');
    expect(message({ STORAGE: 'minio' })).toContain('STORAGE');
    expect(message({ S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
  });

  it('reads a full S3 setting', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'haoduo',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({
      bucket: 'haoduo',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it("names the chosen SMS vendor's missing settings", () => {
    const aliyun = message({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' });
    expect(aliyun).toContain('SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun');
    expect(aliyun).toContain('SMS_SIGN_NAME: required when SMS_PROVIDER=aliyun');
    expect(aliyun).toContain('SMS_TEMPLATE_CODE: required when SMS_PROVIDER=aliyun');
    expect(aliyun).not.toContain('SMS_SDK_APP_ID');
    const tencent = message({
      SMS_PROVIDER: 'tencent',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 's',
      SMS_SIGN_NAME: '好多AI',
      SMS_TEMPLATE_CODE: '1',
      SMS_VOICE_TEMPLATE_CODE: '2',
    });
    expect(tencent).toContain('SMS_SDK_APP_ID: required when SMS_PROVIDER=tencent');
    expect(tencent).toContain('SMS_VOICE_SDK_APP_ID: required when tencent voice codes are on');
    expect(message({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER');
  });
});

describe('PORT', () => {
  it('names a port that is not one', () => {
    for (const PORT of ['abc', '0', '99999', '80.5']) {
      expect(message({ PORT })).toContain('PORT: must be a port number (1-65535)');
    }
    expect(loadConfig({ PORT: '8091' }).port).toBe(8091);
  });
});
