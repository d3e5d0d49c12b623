import { hasControlCharacters, Messages, signedQueryString } from '@haoduo/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccess } from '../src/platform/http/types';
import { openRouteTable, type TRouteInfo, type TRouteTable } from './helpers/route-table';

/**
 * Bad input over every /api/v1 route: wrong types, missing fields, huge strings, deep
 * JSON, unicode edge cases, SQL and HTML payloads, negative and huge numbers, bad ids —
 * signed and sent as a caller the route admits, so the input reaches validation and the
 * service. Every refusal is a 4xx envelope with a Chinese message; nothing answers 5xx,
 * hangs, or shows a stack trace or SQL; a refused request writes nothing. Text with a control
 * character (a NUL byte pasted from a document, an escape code, DEL) is refused with a 400
 * naming the field, on every route and in every field, before it can reach the database.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SALT = 'fuzz-sign-salt';
const CJK = /[\u4e00-\u9fff]/;
const LEAK =
  /(\bat \S+ \(|\.ts:\d+|\.js:\d+|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bDELETE FROM\b|relation "|syntax error at|violates .* constraint|duplicate key|ZodError|TypeError|ReferenceError)/i;
/** Tables that refused sign-in attempts and code requests may legitimately write. */
const AUDIT_TABLES =
  /^(sessions|login_records|login_attempts|login_locks|user_locks|captcha.*|sms_outbox|audit_log|rate_limit.*|sso_.*)$/;

let table: TRouteTable;
let app: TRouteTable['app'];
let database: TRouteTable['database'];
let routes: TRouteInfo[] = [];

function freshToken(access: Exclude<TAccess, 'public'>): Promise<string> {
  if (access === 'teacher') return table.newToken('teacher');
  if (access === 'staff') return table.newToken('staff');
  return table.newToken('student');
}

beforeAll(async () => {
  table = await openRouteTable(SALT);
  ({ app, database, routes } = table);
});

afterAll(async () => {
  await table?.close();
});

/** One control character no text accepts: C0 but tab and line breaks, DEL, C1. */
const controlCharacter = fc
  .oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 8 }),
    fc.constantFrom(0x0b, 0x0c),
    fc.integer({ min: 0x0e, max: 0x1f }),
    fc.constant(0x7f),
    fc.integer({ min: 0x80, max: 0x9f }),
  )
  .map((code) => String.fromCharCode(code));

/** Text around a control character, as pasted: a code, a name, a paragraph. */
const controlText = fc
  .tuple(
    fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }), fc.constantFrom('AI4001', 'stu001')),
    controlCharacter,
    fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }), fc.constant('\n第二行\t')),
  )
  .map(([before, control, after]) => before + control + after);

const nastyScalar = fc.oneof(
  controlText,
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' OR 1=1; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000\u0001\u202e',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    '%00',
    '../../etc/passwd',
    'null',
    '1e309',
    '-0',
    '0x10',
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1.5),
  fc.boolean(),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyScalar, { maxKeys: 4 }) },
);

function deepJson(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function bodyArbitrary(fields: string[]): fc.Arbitrary<unknown> {
  const known = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, nastyValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 5 });
  return fc.oneof(
    { weight: 8, arbitrary: known },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], 'text', 42, null, deepJson(2000)) },
    {
      weight: 1,
      arbitrary: fc.constant(
        Object.fromEntries(
          (fields.length ? fields : ['name']).map((f) => [f, 'x'.repeat(1_000_000)]),
        ),
      ),
    },
  );
}

function queryArbitrary(fields: string[]): fc.Arbitrary<Partial<Record<string, string>>> {
  const names = fields.length ? fields : ['id', 'keyword'];
  const text = fc.oneof(nastyScalar.map(String), fc.constant('x'.repeat(20_000)));
  return fc.record(Object.fromEntries(names.map((n) => [n, text])), { requiredKeys: [] });
}

async function send(
  route: TRouteInfo,
  token: string | undefined,
  query: Partial<Record<string, string>>,
  body: unknown,
) {
  const bodyText = route.method === 'POST' ? JSON.stringify(body) : undefined;
  const qs = signedQueryString({
    method: route.method,
    query,
    body: bodyText,
    token: token ?? '',
    salt: SALT,
  });
  const request = app.inject({
    method: route.method,
    url: `${route.url}?${qs}`,
    headers: {
      'permission-tenant-en': '53',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(bodyText !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: bodyText,
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`hang: ${route.method} ${route.url}`)), 15_000),
  );
  return Promise.race([request, timeout]);
}

async function tableCounts(): Promise<Map<string, number>> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const rows =
    (result as unknown as { rows?: { table_name: string }[] }).rows ??
    (result as unknown as { table_name: string }[]);
  const counts = new Map<string, number>();
  for (const { table_name: name } of rows) {
    if (AUDIT_TABLES.test(name) || name.startsWith('__drizzle')) continue;
    const res = await database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    const countRows =
      (res as unknown as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]);
    counts.set(name, Number(countRows[0]?.n ?? 0));
  }
  return counts;
}

/** Whether any string (or key) of a query or body holds a control character. */
function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (Array.isArray(value)) return value.some(holdsControlCharacter);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key) || holdsControlCharacter(item),
    );
  }
  return false;
}

describe('bad input on every route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it('answers every bad request with a 4xx envelope in Chinese, never 5xx, a hang or a leak, and writes nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    const accepted: string[] = [];
    // A live stream answers good input by staying open; its bad input has its own test.
    for (const route of routes.filter((r) => !r.live)) {
      // Routes like logout revoke their caller: a fresh session for each route.
      const token = route.access === 'public' ? undefined : await freshToken(route.access);
      await fc.assert(
        fc.asyncProperty(
          queryArbitrary(route.method === 'GET' ? route.fields : []),
          bodyArbitrary(route.fields),
          async (query, body) => {
            const sent = route.method === 'POST' ? body : undefined;
            const res = await send(route, token, query, sent);
            const where = `${route.method} ${route.url} → ${res.statusCode}`;
            if (holdsControlCharacter([query, sent])) {
              if (res.statusCode < 400) failures.push(`${where}: took a control character`);
              if (res.statusCode === 400 && !res.body.includes(Messages.FIELD_CONTROL_CHARACTERS)) {
                failures.push(`${where}: control character not named: ${res.body.slice(0, 200)}`);
              }
            }
            if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
            if (LEAK.test(res.body)) failures.push(`${where} leaks: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const envelope = res.json() as { code: number; message: string; data: unknown };
              if (
                envelope.code !== res.statusCode ||
                envelope.data !== null ||
                !CJK.test(envelope.message)
              ) {
                failures.push(`${where}: not a Chinese error envelope: ${res.body.slice(0, 200)}`);
              }
            } else if (route.method === 'POST') {
              accepted.push(where);
            }
          },
        ),
        { numRuns: RUNS, seed: 20261121 },
      );
    }
    expect(failures).toEqual([]);

    const after = await tableCounts();
    if (accepted.length === 0) {
      const changed = [...after]
        .filter(([name, n]) => before.get(name) !== n)
        .map(([name, n]) => `${name}: ${before.get(name)} → ${n}`);
      expect(changed).toEqual([]);
    }
  }, 600_000);

  it('refuses a control character in any field of any route with a 400 that names the field', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.live)) {
      const token = route.access === 'public' ? undefined : await freshToken(route.access);
      const fields = route.fields.length ? route.fields : ['name'];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), controlText, async (field, text) => {
          const isGet = route.method === 'GET';
          const res = await send(
            route,
            token,
            isGet ? { [field]: text } : {},
            isGet ? undefined : { [field]: text },
          );
          const where = `${route.method} ${route.url} ${field}=${JSON.stringify(text)} → ${res.statusCode}`;
          const envelope = res.json() as { message: string; errors?: { field: string }[] };
          if (
            res.statusCode !== 400 ||
            envelope.message !== Messages.FIELD_CONTROL_CHARACTERS ||
            envelope.errors?.[0]?.field !== field
          ) {
            failures.push(`${where}: ${res.body.slice(0, 200)}`);
          }
        }),
        { numRuns: Math.max(3, Math.ceil(RUNS / 3)), seed: 20261126 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
