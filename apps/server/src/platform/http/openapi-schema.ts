import { z } from 'zod';

/** A JSON Schema (draft 2020-12), as OpenAPI 3.1 embeds it. */
export type TJsonSchema = { [key: string]: unknown };

const COMPONENT_REF = '#/components/schemas/';

/**
 * Turns zod schemas into OpenAPI 3.1 schemas: zod 4's own JSON Schema output (draft 2020-12),
 * with definitions it names (`.meta({ id })`, recursive schemas) moved to the document's
 * components, and a nullable simple type written `type: [..., 'null']`.
 */
export class SchemaConverter {
  /** The document's `components.schemas`, filled as schemas are converted. */
  readonly components: Record<string, TJsonSchema> = {};

  /**
   * `io` is 'input' for what a client sends (defaults optional, before transforms) and
   * 'output' for what the server answers. `scope` names definitions that have no id of their
   * own (recursive schemas), so two operations' definitions never clash.
   */
  convert(schema: z.ZodType, io: 'input' | 'output', scope: string): TJsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as TJsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, TJsonSchema>;
    delete json.$defs;
    delete json.$schema;
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      names.set(name, name.startsWith('__') ? `${scope}${name.replace(/^_+/, '_')}` : name);
    }
    const rewrite = (node: unknown): unknown => tidy(node, names);
    for (const [name, definition] of Object.entries(defs)) {
      const target = names.get(name)!;
      const converted = rewrite(definition) as TJsonSchema;
      delete converted.id;
      this.components[target] ??= converted;
    }
    return rewrite(json) as TJsonSchema;
  }
}

/** Rewrites `$defs` references to components and nullable unions to 3.1 type lists. */
function tidy(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, names));
  if (node === null || typeof node !== 'object') return node;
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
      const name = value.slice('#/$defs/'.length);
      out.$ref = COMPONENT_REF + (names.get(name) ?? name);
    } else if (key === '$ref' && value === '#') {
      // A schema that refers to itself at the top: zod names it only when it has an id.
      out.$ref = value;
    } else {
      out[key] = tidy(value, names);
    }
  }
  return mergeNullable(out);
}

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/** `anyOf: [{ type: 'string', ... }, { type: 'null' }]` → `{ type: ['string', 'null'], ... }`. */
function mergeNullable(schema: TJsonSchema): TJsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullIndex = anyOf.findIndex((item) => isNullSchema(item));
  if (nullIndex < 0) return schema;
  const other = anyOf[1 - nullIndex] as TJsonSchema;
  if (typeof other.type !== 'string' || !SIMPLE_TYPES.has(other.type)) return schema;
  const { anyOf: _, ...rest } = schema;
  const merged: TJsonSchema = { ...other, ...rest, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...(other.enum as unknown[]), null];
  if ('const' in other) {
    delete merged.const;
    merged.enum = [other.const, null];
  }
  return merged;
}

function isNullSchema(item: unknown): boolean {
  return (
    typeof item === 'object' &&
    item !== null &&
    (item as TJsonSchema).type === 'null' &&
    Object.keys(item).length === 1
  );
}
