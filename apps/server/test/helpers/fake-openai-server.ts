import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';

/**
 * A local server that speaks the parts of the OpenAI API the adapter uses, for tests:
 * POST /v1/chat/completions (with and without stream=true, as server-sent events),
 * /v1/images/generations (b64_json or url), /v1/moderations. Failures and delays are
 * configurable per endpoint; every request is recorded.
 */

export type TFakeEndpoint = 'chat' | 'images' | 'moderations';

export interface TFakeFailure {
  status: number;
  /** How many requests fail before the endpoint works again (default: all). */
  times?: number;
  retryAfterSeconds?: number;
}

export interface TFakeOpenAi {
  baseUrl: string;
  apiKey: string;
  requests: { endpoint: TFakeEndpoint; body: Record<string, unknown>; authorization?: string }[];
  /** The answer the chat endpoint streams, in these pieces. */
  chatReply: string[];
  /** Words the moderation endpoint flags (as category "violence"). */
  flaggedWords: string[];
  fail(endpoint: TFakeEndpoint, failure: TFakeFailure): void;
  /** Wait this long before answering (headers), in milliseconds. */
  delay(endpoint: TFakeEndpoint, ms: number): void;
  /** Stop a stream after this many chunks, cutting the connection. */
  breakStreamAfter(chunks: number | null): void;
  /** Answer images with a URL on this server instead of b64_json. */
  imagesAsUrl(on: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

function fakePng(): Buffer {
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#4fc3f7';
  ctx.fillRect(0, 0, 64, 48);
  ctx.fillStyle = '#ffc107';
  ctx.beginPath();
  ctx.arc(32, 24, 12, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toBuffer('image/png');
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

export async function startFakeOpenAi(apiKey = 'sk-test-key'): Promise<TFakeOpenAi> {
  const png = fakePng();
  let failures = new Map<TFakeEndpoint, TFakeFailure & { left: number }>();
  let delays = new Map<TFakeEndpoint, number>();
  let breakAfter: number | null = null;
  let asUrl = false;
  const sockets = new Set<Socket>();

  const fake: TFakeOpenAi = {
    baseUrl: '',
    apiKey,
    requests: [],
    chatReply: ['你好', '！我是', '在线', '助手。'],
    flaggedWords: ['坏蛋'],
    fail: (endpoint, failure) =>
      failures.set(endpoint, { ...failure, left: failure.times ?? Infinity }),
    delay: (endpoint, ms) => delays.set(endpoint, ms),
    breakStreamAfter: (chunks) => {
      breakAfter = chunks;
    },
    imagesAsUrl: (on) => {
      asUrl = on;
    },
    reset() {
      failures = new Map();
      delays = new Map();
      breakAfter = null;
      asUrl = false;
      fake.requests.length = 0;
      fake.chatReply = ['你好', '！我是', '在线', '助手。'];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const route: Record<string, TFakeEndpoint> = {
    '/v1/chat/completions': 'chat',
    '/v1/images/generations': 'images',
    '/v1/moderations': 'moderations',
  };

  const server: Server = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/files/image.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
      return;
    }
    const endpoint = route[request.url ?? ''];
    if (request.method !== 'POST' || !endpoint)
      return json(response, 404, { error: { message: 'not found' } });
    const body = await readBody(request);
    fake.requests.push({ endpoint, body, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(response, 401, { error: { message: 'Incorrect API key provided' } });
    }
    const wait = delays.get(endpoint) ?? 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (response.destroyed) return;
    const failure = failures.get(endpoint);
    if (failure && failure.left > 0) {
      failure.left--;
      return json(
        response,
        failure.status,
        { error: { message: `simulated ${failure.status}` } },
        failure.retryAfterSeconds !== undefined
          ? { 'retry-after': String(failure.retryAfterSeconds) }
          : {},
      );
    }
    const model = String(body.model ?? '');
    if (endpoint === 'chat') {
      if (body.stream === true) {
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
        });
        response.write(': keep-alive\n\n');
        for (const [i, piece] of fake.chatReply.entries()) {
          if (breakAfter !== null && i >= breakAfter) {
            response.destroy();
            return;
          }
          const chunk = {
            id: 'chatcmpl-1',
            object: 'chat.completion.chunk',
            model,
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        response.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
        return;
      }
      return json(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: fake.chatReply.join('') },
            finish_reason: 'stop',
          },
        ],
      });
    }
    if (endpoint === 'images') {
      const address = server.address() as AddressInfo;
      return json(response, 200, {
        created: 0,
        data: [
          asUrl
            ? { url: `http://127.0.0.1:${address.port}/files/image.png` }
            : { b64_json: png.toString('base64') },
        ],
      });
    }
    const input = String(body.input ?? '');
    const flagged = fake.flaggedWords.some((w) => input.includes(w));
    return json(response, 200, {
      id: 'modr-1',
      model,
      results: [{ flagged, categories: { violence: flagged, sexual: false, 'self-harm': false } }],
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}
