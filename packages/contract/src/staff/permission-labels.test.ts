import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../endpoints/all-endpoints';
import { PERMISSION_GROUP_LABELS, PERMISSION_LABELS } from './permission-labels';

/** The permission tree a role is made from names every permission and domain in Chinese. */
describe('permission labels', () => {
  const permissioned = allEndpoints.filter((e) => e.permission);

  it('name every permission code of the endpoint table', () => {
    const missing = permissioned.filter((e) => !PERMISSION_LABELS[e.permission!]);
    expect(missing.map((e) => `${e.permission} (${e.method} ${e.path})`)).toEqual([]);
  });

  it('name every domain that has permissions', () => {
    const tags = [...new Set(permissioned.map((e) => e.tag))];
    expect(tags.filter((tag) => !PERMISSION_GROUP_LABELS[tag])).toEqual([]);
  });

  it('keep each permission code to one endpoint', () => {
    const codes = permissioned.map((e) => e.permission!);
    const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
    expect(twice).toEqual([]);
  });

  it('are Chinese', () => {
    for (const label of [
      ...Object.values(PERMISSION_LABELS),
      ...Object.values(PERMISSION_GROUP_LABELS),
    ]) {
      expect(label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
