import type { Rule } from 'antd/es/form';

/**
 * Forms validated with the contract's zod rules, so the console shows the same Chinese
 * messages as the server sends. Typed structurally: the console does not import zod itself.
 */

interface TParseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

type TParseResult<TOut> =
  { success: true; data: TOut } | { success: false; error: { issues: readonly TParseIssue[] } };

export interface TSchemaLike<TOut = unknown> {
  safeParse(value: unknown): TParseResult<TOut>;
}

/** A zod object schema (a call's body). */
export interface TObjectSchemaLike<TOut = unknown> extends TSchemaLike<TOut> {
  shape: Record<string, TSchemaLike>;
}

/** The first message of a failed parse, per top-level field. */
export function issuesByField(issues: readonly TParseIssue[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return byField;
}

/** Whether a field schema refuses an absent value (the form marks it required). */
export function isRequired(schema: TSchemaLike | undefined): boolean {
  return schema ? !schema.safeParse(undefined).success : false;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * The antd rule that runs one field's schema on its value and shows its message;
 * `requiredMessage` replaces the schema's message for an empty required field (a picker's
 * 请选择学校 instead of a type error).
 */
export function zodRule(schema: TSchemaLike | undefined, requiredMessage?: string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      if (!schema) return Promise.resolve();
      if (requiredMessage && isEmpty(value) && isRequired(schema)) {
        return Promise.reject(new Error(requiredMessage));
      }
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return Promise.resolve();
      if (value === '' && isRequired(schema)) {
        // An emptied box reads as "required", whatever the schema says of ''.
        return Promise.reject(new Error(result.error.issues[0]?.message));
      }
      const again = schema.safeParse(value);
      return again.success
        ? Promise.resolve()
        : Promise.reject(new Error(again.error.issues[0]?.message));
    },
  };
}

export interface TFieldBinding {
  name: string;
  rules: Rule[];
  required: boolean;
}

/** `<Form.Item label="姓名" {...field('name')}>`: the name, the rule and the required mark. */
export function fieldOf(
  schema: TObjectSchemaLike,
  name: string,
  requiredMessage?: string,
): TFieldBinding {
  const fieldSchema = schema.shape[name];
  return {
    name,
    rules: [zodRule(fieldSchema, requiredMessage)],
    required: isRequired(fieldSchema),
  };
}
