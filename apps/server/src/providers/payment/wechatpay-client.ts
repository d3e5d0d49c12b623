import type { KeyObject } from 'node:crypto';
import {
  PaymentGatewayError,
  PaymentSignatureError,
  type TPaymentEvent,
  type TPaymentPort,
  type TTrade,
  type TTradeState,
} from './payment-port';
import {
  authorizationHeader,
  decryptResource,
  nonce,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
  type TEncryptedResource,
} from './wechatpay-crypto';

export interface TWechatPayOptions {
  baseUrl: string;
  appId: string;
  mchId: string;
  /** Serial number of the merchant certificate whose private key signs requests. */
  serialNo: string;
  privateKey: KeyObject | string;
  /** The platform's public key: verifies answers and notifications. */
  platformPublicKey: KeyObject | string;
  apiV3Key: string;
  notifyUrl: string;
  /** Builds the cashier link of a payment (the local gateway only). */
  payUrlOf?: (outTradeNo: string) => string;
  /** Refuses answers and notifications older than this (seconds); WeChat's advice is 5 minutes. */
  maxSkewSeconds?: number;
  /** Time-out of one call to the gateway (default 30 s). */
  timeoutMs?: number;
  now?: () => number;
  close?: () => Promise<void>;
}

type THeaders = Record<string, string | string[] | undefined>;
const header = (headers: THeaders, name: string): string => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** A WeChat Pay API v3 merchant client (native payments, query, refund, notifications). */
export function createWechatPay(options: TWechatPayOptions): TPaymentPort {
  const now = options.now ?? Date.now;
  const maxSkew = options.maxSkewSeconds ?? 300;

  const verify = (headers: THeaders, body: string): void => {
    const timestamp = header(headers, 'Wechatpay-Timestamp');
    const nonceStr = header(headers, 'Wechatpay-Nonce');
    const signature = header(headers, 'Wechatpay-Signature');
    if (!timestamp || !nonceStr || !signature) throw new PaymentSignatureError('unsigned');
    if (Math.abs(now() / 1000 - Number(timestamp)) > maxSkew) {
      throw new PaymentSignatureError('stale');
    }
    const message = responseMessage(timestamp, nonceStr, body);
    if (!rsaVerify(message, signature, options.platformPublicKey)) {
      throw new PaymentSignatureError('bad signature');
    }
  };

  const call = async <T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now() / 1000));
    const nonceStr = nonce();
    const signature = rsaSign(
      requestMessage(method, path, timestamp, nonceStr, body),
      options.privateKey,
    );
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: authorizationHeader({
            mchid: options.mchId,
            nonceStr,
            signature,
            timestamp,
            serialNo: options.serialNo,
          }),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new PaymentGatewayError(`gateway unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new PaymentGatewayError(`gateway ${response.status}: ${text.slice(0, 200)}`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    verify(headers, text);
    return (text ? JSON.parse(text) : {}) as T;
  };

  const tradeOf = (raw: {
    out_trade_no: string;
    trade_state: TTradeState;
    transaction_id?: string;
    amount?: { total?: number; payer_total?: number };
  }): TTrade => ({
    outTradeNo: raw.out_trade_no,
    tradeState: raw.trade_state,
    transactionId: raw.transaction_id ?? null,
    amountFen: raw.amount?.payer_total ?? raw.amount?.total ?? 0,
  });

  return {
    name: 'wechatpay-v3',
    async createNative({ outTradeNo, description, amountFen }) {
      const answer = await call<{ code_url: string }>('POST', '/v3/pay/transactions/native', {
        appid: options.appId,
        mchid: options.mchId,
        description,
        out_trade_no: outTradeNo,
        notify_url: options.notifyUrl,
        amount: { total: amountFen, currency: 'CNY' },
      });
      return { codeUrl: answer.code_url, payUrl: options.payUrlOf?.(outTradeNo) ?? null };
    },
    async query(outTradeNo) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(options.mchId)}`;
      return tradeOf(await call('GET', path));
    },
    async refund({ outTradeNo, outRefundNo, totalFen, refundFen, reason }) {
      const answer = await call<{ refund_id: string; status: string }>(
        'POST',
        '/v3/refund/domestic/refunds',
        {
          out_trade_no: outTradeNo,
          out_refund_no: outRefundNo,
          reason: reason.slice(0, 80),
          notify_url: options.notifyUrl,
          amount: { refund: refundFen, total: totalFen, currency: 'CNY' },
        },
      );
      return { refundId: answer.refund_id, status: answer.status };
    },
    parseNotification(headers, body): TPaymentEvent {
      verify(headers, body);
      let envelope: { id: string; event_type: string; resource: TEncryptedResource };
      let plain: string;
      try {
        envelope = JSON.parse(body) as typeof envelope;
        plain = decryptResource(envelope.resource, options.apiV3Key);
      } catch {
        throw new PaymentSignatureError('undecryptable resource');
      }
      const resource = JSON.parse(plain) as Record<string, unknown>;
      if (envelope.event_type === 'TRANSACTION.SUCCESS') {
        return { kind: 'paid', eventId: envelope.id, trade: tradeOf(resource as never) };
      }
      if (envelope.event_type.startsWith('REFUND.')) {
        const amount = resource.amount as { refund?: number } | undefined;
        return {
          kind: 'refunded',
          eventId: envelope.id,
          outTradeNo: String(resource.out_trade_no),
          refundId: String(resource.refund_id),
          refundFen: amount?.refund ?? 0,
          status: String(resource.refund_status ?? ''),
        };
      }
      return { kind: 'other', eventId: envelope.id };
    },
    close: options.close ?? (async () => {}),
  };
}
