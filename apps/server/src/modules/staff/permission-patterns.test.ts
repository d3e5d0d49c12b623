import { describe, expect, it } from 'vitest';
import { expandPermissions } from './permission-patterns';

const codes = [
  'works:list',
  'works:audit',
  'class:query',
  'class:create',
  'role:add',
  'role:search',
];

describe('permission patterns', () => {
  it('grant codes, resource and action patterns, and take codes away with !', () => {
    expect([...expandPermissions(['works:list'], codes)]).toEqual(['works:list']);
    expect([...expandPermissions(['works:*'], codes)].sort()).toEqual([
      'works:audit',
      'works:list',
    ]);
    expect([...expandPermissions(['*:query', '*:search'], codes)].sort()).toEqual([
      'class:query',
      'role:search',
    ]);
    expect([...expandPermissions(['*', '!role:*'], codes)].sort()).toEqual([
      'class:create',
      'class:query',
      'works:audit',
      'works:list',
    ]);
    expect([...expandPermissions([], codes)]).toEqual([]);
  });
});
