import { AccountType } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './user-menu-items';

describe('user menu entries', () => {
  it('gives creation centre, download centre and log out, in that order', () => {
    expect(
      userMenuEntries(AccountType.TEACHER, { canChangePassword: true }).map((e) => e.key),
    ).toEqual(['creationCenter', 'downloadCenter', 'logout']);
  });

  it('adds change password for students only, when the dialog is available', () => {
    expect(
      userMenuEntries(AccountType.STUDENT, { canChangePassword: true }).map((e) => e.key),
    ).toEqual(['creationCenter', 'downloadCenter', 'changePassword', 'logout']);
    expect(
      userMenuEntries(AccountType.STUDENT, { canChangePassword: false }).map((e) => e.key),
    ).not.toContain('changePassword');
  });

  it('links the creation centre and the download centre', () => {
    const [creation, download] = userMenuEntries(null, { canChangePassword: false });
    expect(creation?.path).toBe('/user/my/book');
    expect(download?.path).toBe('/download');
  });
});
