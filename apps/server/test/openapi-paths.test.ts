import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allEndpoints, pathsOf } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';

/**
 * The paths file (fixtures/openapi-paths.json) lists every path and method of the contract,
 * aliases included; the OpenAPI document test checks the document still lists them all.
 * After adding endpoints, write it again with `UPDATE_OPENAPI_PATHS=1 npx vitest run
 * --project server apps/server/test/openapi-paths.test.ts`.
 */

const file = path.join(import.meta.dirname, 'fixtures/openapi-paths.json');

function contractPaths(): Record<string, string[]> {
  const paths: Record<string, Set<string>> = {};
  for (const endpoint of allEndpoints) {
    for (const route of pathsOf(endpoint)) {
      (paths[route] ??= new Set()).add(endpoint.method.toLowerCase());
    }
  }
  return Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((route) => [route, [...paths[route]!].sort()]),
  );
}

describe('the OpenAPI paths file', () => {
  it('lists every path and method of every contract endpoint', async () => {
    const expected = contractPaths();
    if (process.env.UPDATE_OPENAPI_PATHS) {
      const lines = Object.entries(expected).map(
        ([route, methods]) =>
          `  ${JSON.stringify(route)}: [${methods.map((m) => `"${m}"`).join(', ')}]`,
      );
      await writeFile(file, `{\n${lines.join(',\n')}\n}\n`);
    }
    const listed = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
    const missing = Object.entries(expected).flatMap(([route, methods]) =>
      methods.filter((method) => !listed[route]?.includes(method)).map((m) => `${m} ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists nothing the contract no longer defines', async () => {
    const expected = contractPaths();
    const listed = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
    const stale = Object.entries(listed).flatMap(([route, methods]) =>
      methods.filter((method) => !expected[route]?.includes(method)).map((m) => `${m} ${route}`),
    );
    expect(stale).toEqual([]);
  });
});
