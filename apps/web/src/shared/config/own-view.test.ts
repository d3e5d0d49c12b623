import { OWN_VIEW_COOKIE } from '@haoduo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { useAppStore } from '../stores/app-store';
import { keepOwnViewCookie } from './own-view';

const hasCookie = () => document.cookie.split('; ').includes(`${OWN_VIEW_COOKIE}=1`);

afterEach(async () => {
  useAppStore.getState().clearSession();
  await changeLanguage('zh-CN');
});

describe('the own-view cookie', () => {
  it('follows the session and the language', async () => {
    keepOwnViewCookie();
    expect(hasCookie()).toBe(false);

    useAppStore.setState({ token: 'token-1' });
    expect(hasCookie()).toBe(true);
    useAppStore.getState().clearSession();
    expect(hasCookie()).toBe(false);

    await changeLanguage('en');
    expect(hasCookie()).toBe(true);
    await changeLanguage('zh-CN');
    expect(hasCookie()).toBe(false);
  });
});
