import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from '../../build/strip-endpoint-schemas.mjs';

type TTransform = (code: string, id: string) => { code: string } | null;
const transform = stripEndpointSchemas().transform as unknown as TTransform;

describe('the browser bundles keep only what the client reads of an endpoint', () => {
  it('drops schemas, documentation and the imports they leave unused from every endpoint file', () => {
    for (const file of ['works.ts', 'identity.ts', 'classes.ts', 'ai-workshop.ts']) {
      const id = fileURLToPath(new URL(`./${file}`, import.meta.url));
      const out = transform(readFileSync(id, 'utf8'), id)!.code;
      expect(out).not.toMatch(/from 'zod'|\bZ[A-Z]\w+\b|summary:|permission:|response:/);
      expect(out).toMatch(/method: 'GET'/);
      expect(out).toMatch(/path: '\/api\/v1\//);
    }
  });

  it('leaves other files alone', () => {
    expect(
      transform('export const a = z.object({});', '/x/packages/contract/src/schemas/a.ts'),
    ).toBeNull();
  });
});
