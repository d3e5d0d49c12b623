import { describe, expect, it } from 'vitest';
import { shellDisplayName } from './display-name';

describe('shellDisplayName', () => {
  it('adds 老师 for teachers only, once', () => {
    expect(shellDisplayName('王芳', 1)).toBe('王芳老师');
    expect(shellDisplayName('王老师', 1)).toBe('王老师');
    expect(shellDisplayName('张小明', 2)).toBe('张小明');
    expect(shellDisplayName('', 1)).toBe('');
  });
});
