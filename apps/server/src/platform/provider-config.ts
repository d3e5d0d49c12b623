import { z } from 'zod';

/**
 * Configuration of the storage and SMS providers (STORAGE, S3_*, SMS_*), read with the rest
 * of the environment by loadConfig. A missing setting of the chosen provider stops the start
 * with a message that names it.
 */

const ZFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

export const ZProviderEnv = z.object({
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.cn-north-1.amazonaws.com.cn').optional(),
  /** The endpoint browsers reach, when it differs from the one the server uses. */
  S3_PUBLIC_ENDPOINT: z.url('must be a URL').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZFlag.default(false),

  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
  /** Aliyun AccessKey ID / Tencent SecretId. */
  SMS_ACCESS_KEY_ID: z.string().optional(),
  /** Aliyun AccessKey Secret / Tencent SecretKey. */
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  /** The verification code template (Aliyun TemplateCode / Tencent TemplateId); one param: the code. */
  SMS_TEMPLATE_CODE: z.string().optional(),
  /** Tencent: the SMS application's SdkAppId. */
  SMS_SDK_APP_ID: z.string().optional(),
  /** Tencent: the API region (ap-guangzhou by default). */
  SMS_REGION: z.string().default('ap-guangzhou'),
  /** The vendor's API address (default: its public endpoint; tests point it at a local server). */
  SMS_ENDPOINT: z.url('must be a URL').optional(),
  /** Voice codes: Aliyun TtsCode / Tencent voice TemplateId; unset: voice codes go by SMS. */
  SMS_VOICE_TEMPLATE_CODE: z.string().optional(),
  /** Aliyun: the number shown to the called phone (CalledShowNumber). */
  SMS_VOICE_SHOW_NUMBER: z.string().optional(),
  /** Tencent: the voice application's VoiceSdkAppid. */
  SMS_VOICE_SDK_APP_ID: z.string().optional(),
  SMS_VOICE_ENDPOINT: z.url('must be a URL').optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
});

type TProviderEnv = z.infer<typeof ZProviderEnv>;

export interface TS3Config {
  endpoint?: string;
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface TSmsConfig {
  provider: 'outbox' | 'aliyun' | 'tencent';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  sdkAppId: string;
  region: string;
  endpoint?: string;
  voice?: { templateCode: string; showNumber?: string; sdkAppId?: string; endpoint?: string };
  timeoutMs: number;
}

const required = {
  s3: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  aliyun: ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'],
  tencent: [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_CODE',
    'SMS_SDK_APP_ID',
  ],
} as const;

/** The chosen providers' settings that are missing, with why. */
export function missingProviderSettings(env: TProviderEnv): { name: string; message: string }[] {
  const lines: { name: string; message: string }[] = [];
  const need = (names: readonly (keyof TProviderEnv)[], why: string) => {
    for (const name of names) if (!env[name]) lines.push({ name, message: `required when ${why}` });
  };
  if (env.STORAGE === 's3') need(required.s3, 'STORAGE=s3');
  if (env.SMS_PROVIDER !== 'outbox') {
    need(required[env.SMS_PROVIDER], `SMS_PROVIDER=${env.SMS_PROVIDER}`);
    if (env.SMS_VOICE_TEMPLATE_CODE) {
      if (env.SMS_PROVIDER === 'aliyun')
        need(['SMS_VOICE_SHOW_NUMBER'], 'aliyun voice codes are on');
      if (env.SMS_PROVIDER === 'tencent')
        need(['SMS_VOICE_SDK_APP_ID'], 'tencent voice codes are on');
    }
  }
  return lines;
}

export function providerConfig(env: TProviderEnv): { s3: TS3Config | null; sms: TSmsConfig } {
  const s3: TS3Config | null =
    env.STORAGE === 's3'
      ? {
          endpoint: env.S3_ENDPOINT,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          bucket: env.S3_BUCKET ?? '',
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null;
  const sms: TSmsConfig = {
    provider: env.SMS_PROVIDER,
    accessKeyId: env.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET ?? '',
    signName: env.SMS_SIGN_NAME ?? '',
    templateCode: env.SMS_TEMPLATE_CODE ?? '',
    sdkAppId: env.SMS_SDK_APP_ID ?? '',
    region: env.SMS_REGION,
    endpoint: env.SMS_ENDPOINT,
    voice: env.SMS_VOICE_TEMPLATE_CODE
      ? {
          templateCode: env.SMS_VOICE_TEMPLATE_CODE,
          showNumber: env.SMS_VOICE_SHOW_NUMBER,
          sdkAppId: env.SMS_VOICE_SDK_APP_ID,
          endpoint: env.SMS_VOICE_ENDPOINT,
        }
      : undefined,
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
  return { s3, sms };
}
