import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  encryptResource,
  nonce,
  parseAuthorization,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
} from './wechatpay-crypto';
import { cashierPage, resultPage } from './local-gateway-pages';

/**
 * A local payment gateway speaking WeChat Pay API v3 over real HTTP, for development and
 * tests: it checks the merchant's request signatures, signs its answers and its
 * notifications with its own platform key, encrypts notification resources with the API v3
 * key, and has a cashier page where a person (or a test) pays. Trades live in memory.
 */
export interface TDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export type TDeliver = (delivery: TDelivery) => Promise<number>;

interface TLocalTrade {
  outTradeNo: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
  refundedFen: number;
}

export interface TLocalGateway {
  readonly mchId: string;
  readonly appId: string;
  readonly serialNo: string;
  readonly apiV3Key: string;
  readonly merchantPrivateKey: KeyObject;
  readonly platformPublicKey: KeyObject;
  /** Starts listening (once) and answers the base URL. */
  start(): Promise<string>;
  payUrlOf(outTradeNo: string): string;
  /** Pays a trade as the cashier's button does (tests); answers the delivery status. */
  pay(outTradeNo: string): Promise<number>;
  /** Every notification sent, for tests that replay one. */
  readonly sent: TDelivery[];
  close(): Promise<void>;
}

const fetchDeliver: TDeliver = async ({ url, headers, body }) =>
  (await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })).status;

interface TKeys {
  merchant: { publicKey: KeyObject; privateKey: KeyObject };
  platform: { publicKey: KeyObject; privateKey: KeyObject };
  serialNo: string;
  apiV3Key: string;
}
let keysOfProcess: TKeys | null = null;

/** Keys are made once per process (RSA key generation is slow), never stored. */
function processKeys(): TKeys {
  keysOfProcess ??= {
    merchant: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    platform: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    serialNo: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'),
  };
  return keysOfProcess;
}

export function createLocalGateway(
  options: { port?: number; deliver?: TDeliver } = {},
): TLocalGateway {
  const { merchant, platform, serialNo, apiV3Key } = processKeys();
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const deliver = options.deliver ?? fetchDeliver;
  const trades = new Map<string, TLocalTrade>();
  const sent: TDelivery[] = [];
  let baseUrl = '';
  let server: http.Server | null = null;
  let starting: Promise<string> | null = null;

  const signed = (body: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = nonce();
    return {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonceStr,
      'Wechatpay-Serial': 'LOCAL-PLATFORM',
      'Wechatpay-Signature': rsaSign(
        responseMessage(timestamp, nonceStr, body),
        platform.privateKey,
      ),
    };
  };

  const notify = async (trade: TLocalTrade, eventType: string, resource: object, type: string) => {
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款成功',
      resource: encryptResource(JSON.stringify(resource), apiV3Key, type, type),
    });
    const delivery = { url: trade.notifyUrl, headers: signed(body), body };
    sent.push(delivery);
    return deliver(delivery);
  };

  const transactionOf = (t: TLocalTrade) => ({
    appid: appId,
    mchid: mchId,
    out_trade_no: t.outTradeNo,
    transaction_id: t.transactionId ?? undefined,
    trade_type: 'NATIVE',
    trade_state: t.state,
    trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : '未支付',
    success_time: t.successTime ?? undefined,
    amount: { total: t.amountFen, payer_total: t.amountFen, currency: 'CNY' },
  });

  const pay = async (outTradeNo: string): Promise<number> => {
    const trade = trades.get(outTradeNo);
    if (!trade) return 404;
    if (trade.state === 'NOTPAY') {
      trade.state = 'SUCCESS';
      trade.transactionId = `4200${Date.now()}${randomBytes(3).toString('hex')}`;
      trade.successTime = new Date().toISOString();
    }
    return notify(trade, 'TRANSACTION.SUCCESS', transactionOf(trade), 'transaction');
  };

  const api = (method: string, url: URL, body: string, auth: string | undefined) => {
    const fields = parseAuthorization(auth);
    const message = requestMessage(
      method,
      url.pathname + url.search,
      fields?.timestamp ?? '',
      fields?.nonce_str ?? '',
      body,
    );
    if (
      !fields ||
      fields.mchid !== mchId ||
      !rsaVerify(message, fields.signature ?? '', merchant.publicKey)
    ) {
      return { status: 401, json: { code: 'SIGN_ERROR', message: '签名错误' } };
    }
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const input = JSON.parse(body) as {
        out_trade_no: string;
        description: string;
        notify_url: string;
        amount: { total: number };
      };
      const known = trades.get(input.out_trade_no);
      if (known && known.state !== 'NOTPAY')
        return { status: 400, json: { code: 'ORDERPAID', message: '订单已支付' } };
      trades.set(input.out_trade_no, {
        outTradeNo: input.out_trade_no,
        description: input.description,
        amountFen: input.amount.total,
        notifyUrl: input.notify_url,
        state: 'NOTPAY',
        transactionId: null,
        successTime: null,
        refundedFen: 0,
      });
      return {
        status: 200,
        json: { code_url: `weixin://wxpay/bizpayurl?pr=${input.out_trade_no}` },
      };
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && query) {
      const trade = trades.get(decodeURIComponent(query[1]!));
      if (!trade) return { status: 404, json: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      return { status: 200, json: transactionOf(trade) };
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const input = JSON.parse(body) as {
        out_trade_no: string;
        out_refund_no: string;
        amount: { refund: number; total: number };
      };
      const trade = trades.get(input.out_trade_no);
      if (!trade || (trade.state !== 'SUCCESS' && trade.state !== 'REFUND')) {
        return {
          status: 400,
          json: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在或未支付' },
        };
      }
      if (
        input.amount.total !== trade.amountFen ||
        trade.refundedFen + input.amount.refund > trade.amountFen
      ) {
        return { status: 400, json: { code: 'INVALID_REQUEST', message: '退款金额错误' } };
      }
      trade.refundedFen += input.amount.refund;
      trade.state = 'REFUND';
      const refundId = `5030${Date.now()}`;
      const refund = {
        mchid: mchId,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.transactionId,
        out_refund_no: input.out_refund_no,
        refund_id: refundId,
        refund_status: 'SUCCESS',
        amount: {
          total: trade.amountFen,
          refund: input.amount.refund,
          payer_total: trade.amountFen,
          payer_refund: input.amount.refund,
        },
      };
      setImmediate(() => void notify(trade, 'REFUND.SUCCESS', refund, 'refund').catch(() => {}));
      return {
        status: 200,
        json: { refund_id: refundId, out_refund_no: input.out_refund_no, status: 'SUCCESS' },
      };
    }
    return { status: 404, json: { code: 'NOT_FOUND', message: '接口不存在' } };
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', baseUrl);
    const cashier = /^\/pay\/([A-Za-z0-9_-]+)(\/confirm)?$/.exec(url.pathname);
    if (cashier) {
      const trade = trades.get(cashier[1]!);
      let html: string;
      if (!trade) html = resultPage('订单不存在', false);
      else if (cashier[2] && req.method === 'POST') {
        const status = await pay(trade.outTradeNo);
        html = resultPage(status < 300 ? '支付成功' : '支付结果通知失败', status < 300);
      } else
        html = cashierPage(
          trade.outTradeNo,
          trade.description,
          trade.amountFen,
          trade.state === 'SUCCESS',
        );
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const answer = api(req.method ?? 'GET', url, body, req.headers.authorization);
    const text = JSON.stringify(answer.json);
    res.writeHead(answer.status, signed(text)).end(text);
  };

  return {
    mchId,
    appId,
    serialNo,
    apiV3Key,
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    sent,
    start() {
      starting ??= new Promise((resolve, reject) => {
        server = http.createServer((req, res) => {
          handle(req, res).catch(() => res.writeHead(500).end());
        });
        server.once('error', reject);
        server.listen(options.port ?? 0, '127.0.0.1', () => {
          baseUrl = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
          resolve(baseUrl);
        });
      });
      return starting;
    },
    payUrlOf: (outTradeNo) => `${baseUrl}/pay/${outTradeNo}`,
    pay,
    async close() {
      const s = server;
      server = null;
      starting = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
