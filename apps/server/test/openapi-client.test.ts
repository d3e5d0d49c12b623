import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodePassword } from '@haoduo/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

/**
 * An outside client: types generated from /api/docs/json by openapi-typescript, calls made by
 * openapi-fetch against the app on a real port. The only code it takes from the contract is
 * the request signature, in a middleware.
 */

const root = path.resolve(import.meta.dirname, '../../..');
// Under node_modules, so the program resolves openapi-fetch and @haoduo/contract like a client would.
const dir = path.join(root, 'node_modules/.cache', `openapi-client-${process.pid}`);

const CLIENT_PROGRAM = `
import { signedQueryString } from '@haoduo/contract';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api';

/** Signs every /api/v1 request: ts and sign in the query. */
function signature(salt: string): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.delete('ts');
      url.searchParams.delete('sign');
      const query: Record<string, string[]> = {};
      for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
      const body = request.method === 'GET' ? undefined : await request.clone().text();
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      url.search = signedQueryString({ method: request.method, query, body, token, salt });
      return new Request(url, { method: request.method, headers: request.headers, body });
    },
  };
}

/** The generated types require ts and sign; the middleware replaces these. */
const unsigned = { ts: '', sign: '' };

export async function pupilClasses(
  baseUrl: string,
  salt: string,
  tenant: string,
  username: string,
  encodedPassword: string,
): Promise<{ accountType: number | null; classNames: string[] }> {
  const client = createClient<paths>({ baseUrl });
  client.use(signature(salt));
  const header = { 'permission-tenant-en': tenant };
  const login = await client.POST('/api/v1/works-service/works/custom/student-login', {
    params: { query: unsigned, header },
    body: { username, password: encodedPassword },
  });
  if (!login.data) throw new Error('sign-in failed: ' + JSON.stringify(login.error));
  const token: string = login.data.data.token;
  const classes = await client.GET('/api/v1/works-service/course-class/custom/get-class-list', {
    params: { query: unsigned, header },
    headers: { authorization: 'Bearer ' + token },
  });
  if (!classes.data) throw new Error('class list failed: ' + JSON.stringify(classes.error));
  return {
    accountType: login.data.data.accountType,
    classNames: classes.data.data.map((item) => item.courseClassName),
  };
}
`;

let t: TTestApp;
let baseUrl: string;
let generated: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;

  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Parameters<
    typeof openapiTS
  >[0];
  generated = astToString(await openapiTS(doc));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'api.ts'), generated);
  await writeFile(path.join(dir, 'client.ts'), CLIENT_PROGRAM);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('has typed operations for the pupil sign-in and the class list', () => {
    expect(generated).toContain('"/api/v1/works-service/works/custom/student-login"');
    expect(generated).toContain('"/api/v1/works-service/course-class/custom/get-class-list"');
    expect(generated).toContain('postWorksServiceWorksCustomStudentLogin');
    expect(generated).toContain('getWorksServiceCourseClassCustomGetClassList');
  });

  it('type-checks a program written against the generated types', () => {
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    });
    expect(program.getSourceFile(path.join(dir, 'api.ts'))).toBeDefined();
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(dir) ?? true)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);

  it('signs in as a pupil and reads the class list over the network', async () => {
    const client = (await import(/* @vite-ignore */ path.join(dir, 'client.ts'))) as {
      pupilClasses: (
        ...args: [string, string, string, string, string]
      ) => Promise<{ accountType: number | null; classNames: string[] }>;
    };
    const result = await client.pupilClasses(
      baseUrl,
      t.config.signSalt,
      t.config.tenantCode,
      'stu001',
      encodePassword('Stud1234'),
    );
    expect(result.accountType).toBe(2);
    expect(result.classNames.length).toBeGreaterThanOrEqual(2);
  });
});
