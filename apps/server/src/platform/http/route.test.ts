import { defineEndpoint } from '@haoduo/contract';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer';
import { route } from './route';
import type { TApp } from './types';

const keptList = defineEndpoint({
  method: 'GET',
  path: '/kept',
  tag: 'system',
  access: 'public',
  summary: 'A list whose response text is kept',
  response: z.object({ n: z.number() }),
});

const plainRead = defineEndpoint({
  method: 'GET',
  path: '/plain',
  tag: 'system',
  access: 'public',
  summary: 'A read whose handler returns its data',
  response: z.object({ n: z.number() }),
});

/** An app like the product's: zod schemas, an asynchronous onSend hook (as compression is). */
async function testApp(logLines: { level: number; msg: string }[]): Promise<TApp> {
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logLines.push(JSON.parse(line)) },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler());
  app.addHook('onSend', async (_request, _reply, payload) => payload);
  route(app as unknown as TApp, keptList, {
    handler: async (_request, reply) => {
      reply
        .type('application/json; charset=utf-8')
        .send('{"code":200,"message":"success","data":{"n":7}}');
      return reply as never;
    },
  });
  route(app as unknown as TApp, plainRead, { handler: async () => ({ n: 3 }) });
  await app.ready();
  return app as unknown as TApp;
}

describe('route()', () => {
  let app: TApp | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('wraps the data a handler returns in the envelope', async () => {
    const lines: { level: number; msg: string }[] = [];
    app = await testApp(lines);
    const res = await app.inject({ method: 'GET', url: '/plain' });
    expect(res.json()).toEqual({ code: 200, message: 'success', data: { n: 3 } });
    expect(lines).toEqual([]);
  });

  it('answers once when the handler sent a kept response text itself', async () => {
    const lines: { level: number; msg: string }[] = [];
    app = await testApp(lines);
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/kept' });
      expect(res.json()).toEqual({ code: 200, message: 'success', data: { n: 7 } });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A second send of an already sent reply logs FST_ERR_REP_ALREADY_SENT (and costs a stack).
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
