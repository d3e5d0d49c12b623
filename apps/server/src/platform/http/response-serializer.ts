import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every route's response serialiser, compiled once per route from its zod response schema
 * (still the single source, and what the OpenAPI document shows).
 *
 * Before: zod's `safeEncode` copied and checked every response, then `JSON.stringify` (the
 * serializerCompiler of fastify-type-provider-zod): 20-60 µs of a signed-in read. Now the
 * schema is converted once with `z.toJSONSchema` and
 *  - checked with a compiled Ajv validator (the same types, required fields, nulls, enums,
 *    literals, lengths, bounds, patterns), and
 *  - written by fast-json-stringify, which writes only the schema's properties in the
 *    schema's order (extra fields of a row are never sent, as zod stripped them).
 * A response the validator refuses goes to zod as before: zod's error (500, as before), or
 * zod's own output where Ajv was stricter than zod (e.g. `z.unknown()` left out).
 * Schemas whose meaning JSON Schema cannot carry (refinements, transforms and codecs,
 * prefaults, loose objects, formats without a pattern, dates ...) keep zod's path.
 *
 * With `crossCheck` (the test suites) every response is also serialised by zod and the two
 * texts must be equal, so every API test checks the compiled path against zod's.
 */

export interface TResponseSerializerOptions {
  /** Also serialise with zod and throw when the texts differ (tests). */
  crossCheck?: boolean;
}

type TSerialize = (data: unknown) => string;

function resolveSchema(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`not a zod response schema: ${JSON.stringify(maybeSchema)}`);
}

/** zod's path, exactly as fastify-type-provider-zod serialised. */
function zodSerializer(schema: z.ZodType, method: string, url: string): TSerialize {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** zod schema kinds whose checks JSON Schema states fully (with the checks below). */
const PLAIN_KINDS = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'nullable',
  'optional',
  'union',
  'record',
  'unknown',
  'any',
  'readonly',
  'lazy',
  'default',
]);

/** Checks JSON Schema carries (zod's names); anything else (custom refinements ...) does not. */
const PLAIN_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'multiple_of',
  'number_format',
  'string_format',
]);

interface TZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: { check: string; format?: string } } }[];
      catchall?: unknown;
      shape?: Record<string, unknown>;
      element?: unknown;
      innerType?: unknown;
      options?: unknown[];
      keyType?: unknown;
      valueType?: unknown;
      getter?: () => unknown;
      format?: string;
    };
  };
}

/** Whether JSON Schema says all zod checks and writes for this schema (see the list above). */
export function isPlainSchema(schema: unknown, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as TZodInternals)._zod?.def;
  if (!def || !PLAIN_KINDS.has(def.type)) return false;
  for (const check of def.checks ?? []) {
    if (!PLAIN_CHECKS.has(check._zod.def.check)) return false;
  }
  const inner = (child: unknown) => isPlainSchema(child, seen);
  switch (def.type) {
    case 'object':
      // Stripping and strict objects; a loose object (catchall) keeps zod's path.
      return (
        (def.catchall === undefined || isNever(def.catchall)) &&
        Object.values(def.shape ?? {}).every(inner)
      );
    case 'array':
      return inner(def.element);
    // In zod's encode a default is not applied: the value must be there (JSON Schema's
    // `required`); the `default` keyword is dropped below.
    case 'default':
    case 'nullable':
    case 'optional':
    case 'readonly':
      return inner(def.innerType);
    case 'union':
      return (def.options ?? []).every(inner);
    case 'record':
      return inner(def.keyType) && inner(def.valueType);
    case 'lazy':
      return def.getter ? inner(def.getter()) : false;
    default:
      return true;
  }
}

type TJson = Record<string, unknown>;

const isNever = (schema: unknown) => (schema as TZodInternals)._zod?.def.type === 'never';

/**
 * The schema as Ajv checks it and fast-json-stringify writes it: a format is checked through
 * its pattern (a format without one is not plain); a default is not applied (see above).
 */
function forValidation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forValidation);
  if (!node || typeof node !== 'object') return node;
  const out: TJson = {};
  for (const [key, value] of Object.entries(node as TJson)) {
    if (key === 'format' || key === '$schema' || key === 'default') continue;
    // Property names and definitions are names, not schemas.
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as TJson).map(([name, child]) => [name, forValidation(child)]),
      );
      continue;
    }
    out[key] = forValidation(value);
  }
  return out;
}

/** Keywords that hold for every type (a `null` next to them would have to pass them too). */
const ANY_TYPE_KEYWORDS = ['enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', 'if'];

/**
 * `anyOf: [{ type: 'string', ... }, { type: 'null' }]` (zod's `.nullable()`) as
 * `{ type: ['string', 'null'], ... }`: the same values (the other keywords apply to their own
 * type only), but fast-json-stringify writes a type list with a typeof check, where it runs
 * a validator per branch of an anyOf, for every nullable field of every row.
 */
function mergeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mergeNullable);
  if (!node || typeof node !== 'object') return node;
  const out: TJson = {};
  for (const [key, value] of Object.entries(node as TJson)) {
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(
            Object.entries(value as TJson).map(([name, child]) => [name, mergeNullable(child)]),
          )
        : mergeNullable(value);
  }
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(out).length !== 1) {
    return out;
  }
  const [first, second] = branches as TJson[];
  const isNull = (b: TJson) => b.type === 'null' && Object.keys(b).length === 1;
  const value = isNull(second!) ? first! : isNull(first!) ? second! : null;
  if (
    !value ||
    typeof value.type !== 'string' ||
    value.type === 'null' ||
    ANY_TYPE_KEYWORDS.some((k) => k in value)
  ) {
    return out;
  }
  return { ...value, type: [value.type, 'null'] };
}

function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!node || typeof node !== 'object') return node;
  const out: TJson = {};
  for (const [key, value] of Object.entries(node as TJson)) {
    if (key === 'required' && Array.isArray(value)) continue;
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(
            Object.entries(value as TJson).map(([name, child]) => [name, withoutRequired(child)]),
          )
        : withoutRequired(value);
  }
  return out;
}

function hasFormatWithoutPattern(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasFormatWithoutPattern);
  if (!node || typeof node !== 'object') return false;
  const record = node as TJson;
  if (typeof record.format === 'string' && typeof record.pattern !== 'string') return true;
  return Object.values(record).some(hasFormatWithoutPattern);
}

const ajv = new Ajv({
  strict: false,
  strictNumbers: true,
  allErrors: false,
  validateFormats: false,
  unicodeRegExp: false,
  code: { optimize: true },
});

/** The compiled pair for one schema, or null when it keeps zod's path. */
function compile(schema: z.ZodType): { validate: ValidateFunction; stringify: TSerialize } | null {
  if (!isPlainSchema(schema)) return null;
  let json: TJson;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      // zod strips the unknown keys of a plain object (it refuses them only for a strict one).
      override: ({ zodSchema, jsonSchema }) => {
        const def = (zodSchema as unknown as TZodInternals)._zod.def;
        if (def.type === 'object' && def.catchall === undefined) {
          delete jsonSchema.additionalProperties;
        }
      },
    }) as TJson;
  } catch {
    return null;
  }
  if (hasFormatWithoutPattern(json)) return null;
  const plain = mergeNullable(forValidation(json)) as TJson;
  try {
    return {
      validate: ajv.compile(plain),
      // fast-json-stringify writes required properties first; zod wrote the schema's order.
      // Ajv has checked `required` already, so the writer is given none.
      stringify: fastJson(withoutRequired(plain) as Parameters<typeof fastJson>[0]) as TSerialize,
    };
  } catch {
    return null;
  }
}

/**
 * The serializerCompiler of the app. A route's serialiser is compiled at its first response
 * (a test app that registers 300 routes and calls five compiles five).
 */
export function createResponseSerializerCompiler(
  options: TResponseSerializerOptions = {},
): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const viaZod = zodSerializer(schema, method, url);
    let serialize: TSerialize | null = null;
    const build = (): TSerialize => {
      const compiled = compile(schema);
      if (!compiled) return viaZod;
      const { validate, stringify } = compiled;
      if (!options.crossCheck) return (data) => (validate(data) ? stringify(data) : viaZod(data));
      return (data) => {
        const accepted = validate(data);
        let expected: string;
        try {
          expected = viaZod(data);
        } catch (error) {
          if (accepted) {
            throw new Error(`the compiled check of ${method} ${url} accepted what zod refused`, {
              cause: error,
            });
          }
          throw error;
        }
        const actual = accepted ? stringify(data) : expected;
        if (actual !== expected) {
          throw new Error(
            `compiled response serialiser of ${method} ${url} differs from zod's:\n${actual}\n${expected}`,
          );
        }
        return actual;
      };
    };
    return (data) => (serialize ??= build())(data);
  };
}
