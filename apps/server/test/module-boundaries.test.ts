import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module boundary check (npm run lint:boundaries) on a fixture tree with one deliberate
 * violation of each kind; the fixture lies outside apps/server/src, so the real run never sees it.
 */

interface TViolation {
  rule: string;
  from: string;
  to: string;
  message: string;
}

const repo = path.resolve(import.meta.dirname, '../../..');
const root = path.relative(
  process.cwd(),
  path.join(import.meta.dirname, 'fixtures/boundaries/src'),
);
const modules = `${root}/modules`;

async function check(): Promise<TViolation[]> {
  const script = pathToFileURL(path.join(repo, 'scripts/check-boundaries.mjs')).href;
  const { checkBoundaries } = (await import(/* @vite-ignore */ script)) as {
    checkBoundaries: (options: {
      root: string;
      schemaOwners: Record<string, string>;
      tableOwners: Record<string, string>;
    }) => Promise<TViolation[]>;
  };
  return checkBoundaries({
    root,
    schemaOwners: { 'alpha.ts': 'alpha', 'beta.ts': 'beta', 'clean.ts': 'clean' },
    tableOwners: {},
  });
}

describe('module boundaries', () => {
  it('reports each kind of violation, and nothing in a module that keeps the rules', async () => {
    const violations = await check();
    const summary = violations.map((v) => `${v.rule} ${v.message}`);

    expect(violations).toContainEqual(
      expect.objectContaining({
        rule: 'module-internals',
        from: `${modules}/alpha/alpha.service.ts`,
        to: `${modules}/beta/beta.internal.ts`,
      }),
    );
    // alpha and beta import each other through their indexes.
    expect(summary).toContainEqual(
      expect.stringMatching(
        /^module-cycle modules import each other: alpha → beta .*; beta → alpha/,
      ),
    );
    // gamma → delta → epsilon → gamma, no two of them importing each other directly.
    expect(summary).toContainEqual(
      expect.stringMatching(
        /^module-cycle modules import each other: delta → epsilon .*; epsilon → gamma .*; gamma → delta/,
      ),
    );
    // A table file of another module, and another module's table through the schema index.
    expect(violations).toContainEqual(
      expect.objectContaining({
        rule: 'not-owned-tables',
        from: `${modules}/gamma/gamma.service.ts`,
        to: `${root}/db/schema/alpha.ts`,
      }),
    );
    expect(summary).toContainEqual(
      expect.stringContaining(`delta.service.ts imports betaTable (owned by beta)`),
    );
    expect(violations.filter((v) => v.from.includes('/clean/'))).toEqual([]);
    expect(
      violations.filter((v) => v.from.includes('/alpha/') && v.rule === 'not-owned-tables'),
    ).toEqual([]);
  }, 60_000);
});
