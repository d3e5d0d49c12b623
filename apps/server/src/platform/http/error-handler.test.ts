import Fastify from 'fastify';
import { Messages } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { conflict } from './errors';
import { installErrorHandler } from './error-handler';

function appThrowing(error: unknown) {
  const reported: unknown[] = [];
  const app = Fastify({ logger: false });
  installErrorHandler(app, (e) => reported.push(e));
  app.get('/boom', async () => {
    throw error;
  });
  return { app, reported };
}

describe('error handler', () => {
  it('answers an unexpected error with 500, a Chinese message and no detail, and reports it', async () => {
    const { app, reported } = appThrowing(
      new Error('relation "secret_table" does not exist at foo.ts:12'),
    );
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: Messages.SERVER_ERROR, data: null });
    expect(res.body).not.toContain('secret_table');
    expect(reported).toHaveLength(1);
  });

  it('answers a lost database connection with 503', async () => {
    const dbDown = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    });
    const { app, reported } = appThrowing(dbDown);
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, message: Messages.SERVICE_UNAVAILABLE, data: null });
    expect(reported).toHaveLength(0);
  });

  it('answers a unique violation with 409 and no SQL', async () => {
    const duplicate = Object.assign(new Error('Failed query'), {
      cause: Object.assign(
        new Error('duplicate key value violates unique constraint "users_mobile_unique"'),
        { code: '23505' },
      ),
    });
    const res = await appThrowing(duplicate).app.inject('/boom');
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('users_mobile_unique');
  });

  it('passes application errors through with their status and message', async () => {
    const res = await appThrowing(conflict('班级码已被使用')).app.inject('/boom');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: '班级码已被使用', data: null });
  });
});
