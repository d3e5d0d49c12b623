import fs from 'node:fs';
import { z } from 'zod';
import { createLocalGateway, type TDeliver, type TLocalGateway } from './local-gateway';
import type { TPaymentPort } from './payment-port';
import { createWechatPay } from './wechatpay-client';

/**
 * The payment adapter from the environment: `PAYMENT_PROVIDER=local` (default) starts the
 * local WeChat Pay v3 gateway on 127.0.0.1:`PAYMENT_LOCAL_PORT` (0: any free port) at the
 * first payment; `wechatpay` talks to WeChat Pay with the merchant's keys.
 */
const ZPaymentEnv = z.discriminatedUnion('PAYMENT_PROVIDER', [
  z.object({
    PAYMENT_PROVIDER: z.literal('local'),
    PAYMENT_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  }),
  z.object({
    PAYMENT_PROVIDER: z.literal('wechatpay'),
    WECHATPAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
    WECHATPAY_APP_ID: z.string().min(1),
    WECHATPAY_MCH_ID: z.string().min(1),
    WECHATPAY_SERIAL_NO: z.string().min(1),
    WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1),
    WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().min(1),
    WECHATPAY_API_V3_KEY: z.string().length(32, 'must be the 32-character API v3 key'),
    WECHATPAY_NOTIFY_URL: z.url(),
  }),
]);

export interface TPayment {
  port: TPaymentPort;
  /** The local gateway, when it is the adapter (tests pay through it). */
  local: TLocalGateway | null;
}

export function createPaymentFromEnv(
  env: NodeJS.ProcessEnv,
  local: { deliver?: TDeliver; notifyPath: string },
): TPayment {
  const parsed = ZPaymentEnv.safeParse({ PAYMENT_PROVIDER: 'local', ...env });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Payment configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const config = parsed.data;
  if (config.PAYMENT_PROVIDER === 'wechatpay') {
    return {
      local: null,
      port: createWechatPay({
        baseUrl: config.WECHATPAY_BASE_URL,
        appId: config.WECHATPAY_APP_ID,
        mchId: config.WECHATPAY_MCH_ID,
        serialNo: config.WECHATPAY_SERIAL_NO,
        privateKey: fs.readFileSync(config.WECHATPAY_PRIVATE_KEY_FILE, 'utf8'),
        platformPublicKey: fs.readFileSync(config.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE, 'utf8'),
        apiV3Key: config.WECHATPAY_API_V3_KEY,
        notifyUrl: config.WECHATPAY_NOTIFY_URL,
      }),
    };
  }
  return createLocalPayment({ port: config.PAYMENT_LOCAL_PORT, ...local });
}

/** The WeChat Pay client wired to a local gateway (started at the first call). */
export function createLocalPayment(options: {
  port?: number;
  deliver?: TDeliver;
  notifyPath: string;
}): TPayment {
  const gateway = createLocalGateway({ port: options.port, deliver: options.deliver });
  let client: TPaymentPort | null = null;
  const keys = {
    appId: gateway.appId,
    mchId: gateway.mchId,
    serialNo: gateway.serialNo,
    privateKey: gateway.merchantPrivateKey,
    platformPublicKey: gateway.platformPublicKey,
    apiV3Key: gateway.apiV3Key,
    // Delivered in process by `deliver` (the app's own HTTP layer); the path is what counts.
    notifyUrl: `http://127.0.0.1${options.notifyPath}`,
  };
  // Notifications need no connection: verified and decrypted with the keys alone.
  const verifier = createWechatPay({ baseUrl: 'http://127.0.0.1', ...keys });
  const ready = async () => {
    const baseUrl = await gateway.start();
    client ??= createWechatPay({ baseUrl, ...keys, payUrlOf: (no) => gateway.payUrlOf(no) });
    return client;
  };
  const port: TPaymentPort = {
    name: 'local-wechatpay-v3',
    createNative: async (input) => (await ready()).createNative(input),
    query: async (no) => (await ready()).query(no),
    refund: async (input) => (await ready()).refund(input),
    parseNotification: (headers, body) => verifier.parseNotification(headers, body),
    close: () => gateway.close(),
  };
  return { port, local: gateway };
}
