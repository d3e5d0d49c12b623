import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A front for the local S3 server that checks what real S3 checks and s3rver does not:
 * SigV4 signatures of requests, presigned URLs (and their expiry), and presigned POST forms
 * (the policy's signature, expiry, size range and conditions). A request that passes is
 * forwarded as it came; one that fails gets S3's XML error and status.
 */
const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function signingKey(secret: string, scope: string[]): Buffer {
  const [date, region, service] = scope;
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
}

/** Not forwarded (fetch sets them itself, or refuses them). */
const HOP_HEADERS = new Set([
  'content-length',
  'connection',
  'expect',
  'transfer-encoding',
  'keep-alive',
]);

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const amzTime = (text: string) =>
  Date.parse(text.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

function checkSigned(req: http.IncomingMessage, body: Buffer, secrets: Record<string, string>) {
  const url = new URL(req.url!, 'http://front');
  const auth = req.headers.authorization;
  const query = url.searchParams;
  let credential: string, signedHeaders: string, signature: string, amzDate: string;
  let payloadHash: string;
  if (auth) {
    const parts = Object.fromEntries(
      auth
        .replace(/^AWS4-HMAC-SHA256 /, '')
        .split(/,\s*/)
        .map((part) => part.split('=') as [string, string]),
    );
    credential = parts.Credential ?? '';
    signedHeaders = parts.SignedHeaders ?? '';
    signature = parts.Signature ?? '';
    amzDate = String(req.headers['x-amz-date']);
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? hash(body));
  } else if (query.has('X-Amz-Signature')) {
    credential = query.get('X-Amz-Credential')!;
    signedHeaders = query.get('X-Amz-SignedHeaders')!;
    signature = query.get('X-Amz-Signature')!;
    amzDate = query.get('X-Amz-Date')!;
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(query.get('X-Amz-Expires'));
    if (amzTime(amzDate) + expires * 1000 < Date.now()) {
      throw new S3Refusal(403, 'AccessDenied', 'Request has expired');
    }
  } else {
    throw new S3Refusal(403, 'AccessDenied', 'Anonymous access is forbidden');
  }
  const [accessKeyId, ...scope] = credential.split('/');
  const secret = secrets[accessKeyId!];
  if (!secret) throw new S3Refusal(403, 'InvalidAccessKeyId', 'Unknown access key');
  const rawQuery = (req.url!.split('?')[1] ?? '')
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))))
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name!), encode(value ?? '')] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x! < y! ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, rawQuery, headers, signedHeaders, payloadHash].join(
    '\n',
  );
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope.join('/'), hash(canonical)].join('\n');
  const expected = hmac(signingKey(secret, scope), toSign).toString('hex');
  if (expected !== signature) {
    throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature does not match');
  }
}

async function checkPostForm(
  req: http.IncomingMessage,
  body: Buffer,
  secrets: Record<string, string>,
  bucket: string,
) {
  const form = await new Request('http://front/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body,
  }).formData();
  const field = (name: string) => {
    for (const [key, value] of form.entries()) {
      if (key.toLowerCase() === name.toLowerCase() && typeof value === 'string') return value;
    }
    return undefined;
  };
  const policy = field('Policy');
  const [accessKeyId, ...scope] = (field('X-Amz-Credential') ?? '').split('/');
  const secret = secrets[accessKeyId ?? ''];
  if (!policy || !secret)
    throw new S3Refusal(403, 'AccessDenied', 'Missing or unknown credentials');
  if (hmac(signingKey(secret, scope), policy).toString('hex') !== field('X-Amz-Signature')) {
    throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The policy signature does not match');
  }
  const file = form.get('file');
  const size = file instanceof Blob ? file.size : 0;
  const decoded = JSON.parse(Buffer.from(policy, 'base64').toString()) as {
    expiration: string;
    conditions: (Record<string, string> | [string, string | number, string | number])[];
  };
  if (Date.parse(decoded.expiration) < Date.now()) {
    throw new S3Refusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired');
  }
  const value = (name: string) => (name === 'bucket' ? bucket : field(name));
  for (const condition of decoded.conditions) {
    if (!Array.isArray(condition)) {
      const [name, wanted] = Object.entries(condition)[0]!;
      if (value(name) !== wanted) throw policyFailed(name);
      continue;
    }
    const [op, a, b] = condition;
    if (op === 'content-length-range') {
      if (size < Number(a) || size > Number(b)) {
        throw new S3Refusal(
          400,
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size',
        );
      }
    } else if (op === 'eq' && value(String(a).slice(1)) !== b) throw policyFailed(String(a));
    else if (op === 'starts-with' && !(value(String(a).slice(1)) ?? '').startsWith(String(b))) {
      throw policyFailed(String(a));
    }
  }
}

const policyFailed = (name: string) =>
  new S3Refusal(
    403,
    'AccessDenied',
    `Invalid according to Policy: Policy Condition failed: ${name}`,
  );

/** Listens on 127.0.0.1 and forwards checked requests to `target`. */
export async function startSigV4Front(
  target: string,
  bucket: string,
  secrets: Record<string, string>,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        try {
          const isForm =
            req.method === 'POST' &&
            /multipart\/form-data/.test(String(req.headers['content-type']));
          if (isForm) await checkPostForm(req, body, secrets, bucket);
          else checkSigned(req, body, secrets);
          const headers = Object.fromEntries(
            Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name)),
          ) as Record<string, string>;
          const answer = await fetch(`${target}${req.url}`, {
            method: req.method,
            headers,
            ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
          });
          const out = Buffer.from(await answer.arrayBuffer());
          const kept: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            // A HEAD answer's length is the object's; other bodies are sent as read here.
            const drop = ['content-encoding', 'transfer-encoding', 'connection'];
            if (req.method !== 'HEAD') drop.push('content-length');
            if (!drop.includes(name)) kept[name] = value;
          });
          res.writeHead(answer.status, kept);
          res.end(req.method === 'HEAD' ? undefined : out);
        } catch (error) {
          const refusal =
            error instanceof S3Refusal ? error : new S3Refusal(500, 'InternalError', String(error));
          res.writeHead(refusal.status, { 'content-type': 'application/xml' });
          res.end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
          );
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
