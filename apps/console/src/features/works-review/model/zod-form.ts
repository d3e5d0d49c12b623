import type { FormInstance } from 'antd';
import type { z } from 'zod';

/**
 * Checks form values with a contract schema; on failure puts each message on its field
 * (the first path segment) and returns null. The server checks the same schema again.
 */
export function parseForm<TSchema extends z.ZodType>(
  form: FormInstance,
  schema: TSchema,
  values: unknown,
): z.output<TSchema> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return null;
}
