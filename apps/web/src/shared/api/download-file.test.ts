import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('file name of a download', () => {
  it('prefers the UTF-8 name of Content-Disposition, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="___-____.xlsx"; filename*=UTF-8''${encodeURIComponent('三年级AI创作班-学生账号.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('三年级AI创作班-学生账号.xlsx');
    expect(fileNameOf('attachment; filename="list.xlsx"', 'x.xlsx')).toBe('list.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
