import {
  ZClassListItem,
  ZMyWorksPage,
  ZStudentWorksPage,
  ZWorksCard,
  ZWorksDetail,
} from '@haoduo/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEmpty, okResponse } from './envelope';
import { createResponseSerializerCompiler, isPlainSchema } from './response-serializer';

const compiler = createResponseSerializerCompiler();
const serializerOf = (schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as (data: unknown) => string;
/** What fastify-type-provider-zod's serializerCompiler answered. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const ZItem = z.object({
  id: z.int(),
  name: z.string(),
  score: z.number().nullable(),
  tags: z.array(z.int()),
  at: z.iso.datetime().nullable(),
  note: z.string().optional(),
  kind: z.enum(['a', 'b']),
  flag: z.boolean(),
  extra: z.unknown(),
  child: z.object({ x: z.string().max(5) }).nullable(),
  either: z.union([z.string(), z.object({ n: z.int() })]),
  counts: z.record(z.string(), z.int()),
  maybeKind: z.enum(['a', 'b']).nullable(),
  maybeList: z.array(z.int()).nullable(),
});
const envelope = okResponse(z.array(ZItem))[200];

const item = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: '小兔子 "quoted" \\ back\nline',
  score: -0,
  tags: [1, 2],
  at: '2026-11-21T15:06:53.121Z',
  note: undefined,
  kind: 'a',
  flag: false,
  extra: { any: ['thing', null], nested: { deep: true } },
  child: { x: 'abc' },
  either: { n: 3 },
  counts: { b: 2, a: 1 },
  maybeKind: null,
  maybeList: [4],
  ...over,
});

describe('compiled response serialiser', () => {
  it('writes what zod wrote, byte for byte (envelope, nulls, optional fields, unions, records)', () => {
    const serialize = serializerOf(envelope);
    const samples = [
      [item()],
      [item({ score: 1.5e21, note: '有', child: null, either: 'text', at: null })],
      [item({ maybeKind: 'b', maybeList: null })],
      [item({ name: '😀 emoji, lone \ud800 surrogate, \u2028 separator, \u0001 control' })],
      [item({ name: 'x'.repeat(300), extra: undefined, tags: [] })],
      [],
    ];
    for (const data of samples) {
      const body = { code: 200, message: 'success', data };
      expect(serialize(body)).toBe(viaZod(envelope, body));
    }
  });

  it('never sends fields the schema does not name, at any depth', () => {
    const serialize = serializerOf(envelope);
    const body = {
      code: 200,
      message: 'success',
      data: [item({ passwordHash: 'secret', child: { x: 'a', token: 'secret' } })],
      leaked: 'secret',
    };
    const text = serialize(body);
    expect(text).not.toContain('secret');
    expect(text).toBe(viaZod(envelope, body));
  });

  it('refuses what zod refused, with the same error', () => {
    const serialize = serializerOf(envelope);
    const bad = [
      item({ id: '1' }),
      item({ id: 1.5 }),
      item({ score: Number.NaN }),
      item({ score: Number.POSITIVE_INFINITY }),
      item({ name: undefined }),
      item({ at: new Date() }),
      item({ at: 'yesterday' }),
      item({ kind: 'c' }),
      item({ child: { x: 'too long' } }),
      item({ either: { n: 'x' } }),
      item({ counts: { a: 'x' } }),
      item({ maybeKind: 'c' }),
      item({ maybeList: [1.5] }),
      item({ child: 'not an object' }),
    ];
    for (const row of bad) {
      const body = { code: 200, message: 'success', data: [row] };
      expect(() => viaZod(envelope, body)).toThrow();
      expect(() => serialize(body)).toThrow(ResponseSerializationError);
    }
    expect(() => serialize({ code: 201, message: 'success', data: [] })).toThrow(
      ResponseSerializationError,
    );
  });

  it('leaves to zod what JSON Schema cannot say (refinements, transforms, loose objects, formats)', () => {
    const refined = z.object({ n: z.int().refine((n) => n % 2 === 0) });
    const piped = z.object({ n: z.int().transform(String) });
    const loose = z.looseObject({ n: z.int() });
    const linked = z.object({ u: z.url() });
    for (const schema of [refined, piped, loose, linked]) {
      expect(isPlainSchema(schema)).toBe(schema === linked);
    }
    expect(() => serializerOf(refined)({ n: 3 })).toThrow(ResponseSerializationError);
    expect(serializerOf(refined)({ n: 2, x: 1 })).toBe('{"n":2}');
    expect(serializerOf(loose)({ n: 2, x: 1 })).toBe('{"n":2,"x":1}');
    // z.url() is plain in zod's terms but its JSON Schema format has no pattern: zod checks it.
    expect(() => serializerOf(linked)({ u: 'not a url' })).toThrow(ResponseSerializationError);
  });

  it('checks strict objects and defaults as zod encodes them', () => {
    const strict = z.object({ p: z.strictObject({ n: z.int() }) });
    const defaulted = z.object({ list: z.array(z.int()).default([]), n: z.int() });
    expect(isPlainSchema(strict) && isPlainSchema(defaulted)).toBe(true);
    expect(() => serializerOf(strict)({ p: { n: 2, x: 1 } })).toThrow(ResponseSerializationError);
    expect(serializerOf(strict)({ p: { n: 2 }, x: 1 })).toBe('{"p":{"n":2}}');
    // zod's encode does not apply a default: the value must be there.
    expect(() => serializerOf(defaulted)({ n: 1 })).toThrow(ResponseSerializationError);
    expect(serializerOf(defaulted)({ n: 1, list: [3] })).toBe('{"list":[3],"n":1}');
  });

  it('compiles the hot read routes (gallery, detail, class list, my works, pupils works)', () => {
    for (const data of [
      z.array(ZWorksCard),
      ZWorksDetail,
      z.array(ZClassListItem),
      ZMyWorksPage,
      ZStudentWorksPage,
    ]) {
      expect(isPlainSchema(okResponse(data)[200])).toBe(true);
    }
    expect(isPlainSchema(okEmpty[200])).toBe(true);
  });

  it('in cross-check mode (the test suites) throws when the compiled text differs from zod', () => {
    const checked = createResponseSerializerCompiler({ crossCheck: true })({
      schema: envelope,
      method: 'GET',
      url: '/t',
      httpStatus: '200',
    }) as (data: unknown) => string;
    const body = { code: 200, message: 'success', data: [item()] };
    expect(checked(body)).toBe(viaZod(envelope, body));
    expect(() => checked({ code: 200, message: 'success', data: [item({ id: 'x' })] })).toThrow(
      ResponseSerializationError,
    );
  });
});
