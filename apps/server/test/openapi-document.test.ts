import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints, operationIdOf, pathsOf } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpenApiDocument } from '../src/platform/http/openapi-document';
import { createTestApp, type TTestApp } from './helpers/test-app';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

type TOperation = {
  operationId?: string;
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  'x-permission'?: string;
};

let t: TTestApp;
let doc: TOpenApiDocument;
const operations: { method: string; path: string; op: TOperation }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({ method, path: route, op: op as TOperation });
    }
  }
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every path and method it listed before the endpoint table', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const before = JSON.parse(
      await readFile(path.join(import.meta.dirname, 'fixtures/openapi-paths.json'), 'utf8'),
    ) as Record<string, string[]>;
    const missing = Object.entries(before).flatMap(([route, methods]) =>
      methods.filter((method) => !doc.paths[route]?.[method]).map((m) => `${m} ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every path of every contract endpoint under its operation id', () => {
    const listed = allEndpoints.flatMap((endpoint) =>
      pathsOf(endpoint).map((route) => ({
        route,
        operationId: (doc.paths[route]?.[endpoint.method.toLowerCase()] as TOperation | undefined)
          ?.operationId,
        expected: operationIdOf(endpoint.method, route),
      })),
    );
    expect(listed.filter((entry) => entry.operationId !== entry.expected)).toEqual([]);
  });

  it('gives every operation a unique operation id, a tag, a summary and a security requirement', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations) {
      const operation = op as TOperation & { tags?: string[]; summary?: string };
      expect(operation.tags?.length).toBe(1);
      expect(operation.summary).toBeTruthy();
      expect(operation.security?.length).toBeGreaterThan(0);
    }
  });

  it('documents the signature, the headers and the error answers of every /api/v1 operation', () => {
    const signed = operations.filter(({ path: route }) => route.startsWith('/api/v1/'));
    expect(signed.length).toBeGreaterThan(200);
    for (const { op } of signed) {
      const refs = (op.parameters ?? []).map((p) => p.$ref);
      expect(refs).toEqual(
        expect.arrayContaining(
          ['ts', 'sign', 'tenant', 'accountType', 'tenantInfo'].map(
            (name) => `#/components/parameters/${name}`,
          ),
        ),
      );
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403']),
      );
      expect(op.responses['401']!.$ref).toBe('#/components/responses/Unauthorized');
    }
    const parameters = doc.components.parameters as Record<
      string,
      { name: string; in: string; required: boolean; description?: string }
    >;
    expect(parameters.ts).toMatchObject({ name: 'ts', in: 'query', required: true });
    expect(parameters.sign).toMatchObject({ name: 'sign', in: 'query', required: true });
    expect(parameters.sign!.description).toContain('HMAC-SHA256');
    expect(parameters.tenant).toMatchObject({
      name: 'permission-tenant-en',
      in: 'header',
      required: true,
    });
    expect(parameters.accountType).toMatchObject({ name: 'accounts-info', required: false });
    expect(parameters.tenantInfo).toMatchObject({ name: 'tenant-info', required: false });
  });

  it('answers success in the envelope, errors in the error envelope', () => {
    const login = doc.paths['/api/v1/works-service/works/custom/student-login']!.post as TOperation;
    const success = login.responses['200']!.content!['application/json']!.schema as {
      required: string[];
      properties: { data: { properties?: Record<string, unknown> } };
    };
    expect(success.required).toEqual(['code', 'message', 'data']);
    expect(Object.keys(success.properties.data.properties ?? {})).toContain('token');
    const errors = doc.components.responses as Record<
      string,
      { content: Record<string, { schema: unknown; example: unknown }> }
    >;
    expect(errors.Unauthorized!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(doc.components.schemas!.ErrorEnvelope).toMatchObject({
      required: ['code', 'message', 'data'],
      // null, or details a page acts on (a refused disclosure's { care, kind }).
      properties: { data: { type: ['object', 'null'] }, errors: { type: 'array' } },
    });
  });

  it('marks staff operations with their permission and never writes nullable without a type', () => {
    for (const endpoint of allEndpoints.filter((e) => e.access === 'staff')) {
      const op = doc.paths[endpoint.path]![endpoint.method.toLowerCase()] as TOperation;
      expect(op['x-permission']).toBe(endpoint.permission);
    }
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it('passes the Redocly linter (recommended rules) with no error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'haoduo-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const result = await run(
        path.join(root, 'node_modules/.bin/redocly'),
        ['lint', file, '--extends=recommended', '--format=json'],
        {
          cwd: dir,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
        },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string; location: unknown[] }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors.slice(0, 10)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
