import { CONTROL_CHARACTER_PATTERN, Messages } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import type { TApp } from './types';

/**
 * No text with a control character gets past a request's checks, on any route: a NUL byte
 * pasted from a document or a scanner app would reach PostgreSQL (which refuses it in text
 * and jsonb) and fail as a server error, and the other controls (escape codes, DEL, the C1
 * range) are never meant. Every string of the query, the path parameters and a parsed body
 * (JSON or form, keys included) is checked; tab, line feed and carriage return pass, since
 * multi-line text keeps them (single-line fields refuse them in their own schemas). An
 * upload's bytes are not text and are not parsed here, so they are left alone. The check
 * runs after the signature and access checks (which read the raw body) and before the
 * route's validation, so the refusal names the field whatever its schema.
 */
export function installControlCharacterCheck(app: TApp): void {
  app.addHook('preValidation', async (request) => {
    if (!isChecked(request)) return;
    const field =
      controlCharacterField(request.query, '') ??
      controlCharacterField(request.params, '') ??
      controlCharacterField(request.body, '');
    if (field === null) return;
    throw badRequest(Messages.FIELD_CONTROL_CHARACTERS, [
      { field, message: Messages.FIELD_CONTROL_CHARACTERS },
    ]);
  });
}

/** The API and the sign-in service; pages and static files answer as before. */
function isChecked(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return url.startsWith('/api/') || url.startsWith('/sso/');
}

/**
 * The path (dotted, as validation errors name fields) of the first string holding a control
 * character, or null. Walked without recursion: a body may nest deeper than the stack.
 */
export function controlCharacterField(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER_PATTERN.test(current)) return path;
      continue;
    }
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
      continue;
    }
    if (!isPlainObject(current)) continue;
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const keyPath = join(path, visible(key));
      if (CONTROL_CHARACTER_PATTERN.test(key)) return keyPath;
      stack.push([current[key], keyPath]);
    }
  }
  return null;
}

/** Parsed JSON, a query or a form: not a Buffer, a stream or a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // A parsed query's prototype may itself have no prototype (fast-querystring).
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** A key named in the answer shows its control characters as escapes. */
function visible(key: string): string {
  return key.replace(
    new RegExp(CONTROL_CHARACTER_PATTERN.source, 'g'),
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
