import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins of Aliyun's and Tencent Cloud's SMS and voice APIs for the SMS tests. Each
 * checks a request's signature from the bytes it received, as the vendor does (written from
 * the vendors' documents, not from our adapters), answers the vendor's JSON, and records the
 * messages it accepted. `refuse` makes the next call fail with a vendor error code.
 */
export interface TFakeVendor {
  endpoint: string;
  received: { action: string; params: Record<string, unknown> }[];
  refuse: string | null;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

async function serve(
  handle: (req: http.IncomingMessage, body: Buffer) => { status: number; json: unknown },
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { status, json } = handle(req, Buffer.concat(chunks));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Aliyun: ACS3-HMAC-SHA256 over method, path, sorted query, signed headers and body hash. */
export async function startFakeAliyun(keys: Record<string, string>): Promise<TFakeVendor> {
  const nonces = new Set<string>();
  const vendor: TFakeVendor = { endpoint: '', received: [], refuse: null, close: async () => {} };
  const fail = (status: number, code: string) => ({
    status,
    json: { Code: code, Message: code, RequestId: 'fake' },
  });
  const started = await serve((req, body) => {
    const auth = String(req.headers.authorization ?? '');
    const match =
      /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
        auth,
      );
    if (!match) return fail(400, 'IncompleteSignature');
    const [, keyId, signedHeaders, signature] = match;
    const secret = keys[keyId!];
    if (!secret) return fail(404, 'InvalidAccessKeyId.NotFound');
    const names = signedHeaders!.split(';');
    const required = [
      'host',
      'x-acs-action',
      'x-acs-version',
      'x-acs-date',
      'x-acs-signature-nonce',
      'x-acs-content-sha256',
    ];
    if (!required.every((name) => names.includes(name))) return fail(400, 'IncompleteSignature');
    if (req.headers['x-acs-content-sha256'] !== sha256(body))
      return fail(400, 'ContentSHA256NotMatch');
    const date = Date.parse(String(req.headers['x-acs-date']));
    if (!(Math.abs(Date.now() - date) < 15 * 60_000)) return fail(400, 'InvalidTimeStamp.Expired');
    const nonce = String(req.headers['x-acs-signature-nonce']);
    if (nonces.has(nonce)) return fail(400, 'SignatureNonceUsed');
    const [path, rawQuery = ''] = req.url!.split('?');
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]);
    const canonicalQuery = query
      .map(([name, value]) => [rfc3986(name), rfc3986(value ?? '')])
      .sort(([a], [b]) => (a! < b! ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const headers = names
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
      .join('');
    const canonical = [req.method, path, canonicalQuery, headers, signedHeaders, sha256(body)].join(
      '\n',
    );
    const expected = createHmac('sha256', secret)
      .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
      .digest('hex');
    if (expected !== signature) return fail(400, 'SignatureDoesNotMatch');
    nonces.add(nonce);
    if (vendor.refuse) {
      const code = vendor.refuse;
      vendor.refuse = null;
      return fail(200, code);
    }
    vendor.received.push({
      action: String(req.headers['x-acs-action']),
      params: Object.fromEntries(query),
    });
    return { status: 200, json: { Code: 'OK', Message: 'OK', RequestId: 'fake', BizId: '1^0' } };
  });
  return Object.assign(vendor, started);
}

/** Tencent Cloud: TC3-HMAC-SHA256 with a key derived from the date and the service. */
export async function startFakeTencent(keys: Record<string, string>): Promise<TFakeVendor> {
  const vendor: TFakeVendor = { endpoint: '', received: [], refuse: null, close: async () => {} };
  const error = (code: string) => ({
    status: 200,
    json: { Response: { Error: { Code: code, Message: code }, RequestId: 'fake' } },
  });
  const started = await serve((req, body) => {
    const auth = String(req.headers.authorization ?? '');
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return error('AuthFailure.SignatureFailure');
    const [, secretId, date, service, signedHeaders, signature] = match;
    const secret = keys[secretId!];
    if (!secret) return error('AuthFailure.SecretIdNotFound');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!(Math.abs(Date.now() / 1000 - timestamp) < 300))
      return error('AuthFailure.SignatureExpire');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) {
      return error('AuthFailure.SignatureFailure');
    }
    const names = signedHeaders!.split(';');
    if (!names.includes('content-type') || !names.includes('host')) {
      return error('AuthFailure.SignatureFailure');
    }
    const headers = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const [path, query = ''] = req.url!.split('?');
    const canonical = [req.method, path, query, headers, signedHeaders, sha256(body)].join('\n');
    const toSign = [
      'TC3-HMAC-SHA256',
      String(timestamp),
      `${date}/${service}/tc3_request`,
      sha256(canonical),
    ].join('\n');
    const key = hmac(hmac(hmac(`TC3${secret}`, date!), service!), 'tc3_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
      return error('AuthFailure.SignatureFailure');
    }
    const action = String(req.headers['x-tc-action']);
    if (vendor.refuse) {
      const code = vendor.refuse;
      vendor.refuse = null;
      // SendSms reports a number's refusal in its status set; other failures as an Error.
      if (action === 'SendSms' && code.startsWith('LimitExceeded.PhoneNumber')) {
        return {
          status: 200,
          json: { Response: { SendStatusSet: [{ Code: code, Message: code }], RequestId: 'fake' } },
        };
      }
      return error(code);
    }
    vendor.received.push({
      action,
      params: JSON.parse(body.toString()) as Record<string, unknown>,
    });
    const answer =
      action === 'SendSms'
        ? { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: 'fake' }] }
        : { SendStatus: { CallId: 'fake', SessionContext: '' } };
    return { status: 200, json: { Response: { ...answer, RequestId: 'fake' } } };
  });
  return Object.assign(vendor, started);
}
