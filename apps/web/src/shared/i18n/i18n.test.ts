import { StorageKey } from '@haoduo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { antdLocale, changeLanguage, DEFAULT_LANGUAGE, i18n, prepareLanguage } from './i18n';

describe('i18n catalogues', () => {
  afterEach(async () => {
    await changeLanguage(DEFAULT_LANGUAGE);
    localStorage.clear();
  });

  it('starts in Chinese with only the Chinese catalogue loaded', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('header.login')).toBe('登录');
    expect(antdLocale('zh-CN').locale).toBe('zh-cn');
  });

  it('loads the English catalogue and Ant Design texts when English is chosen', async () => {
    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('header.login')).toBe('Log in');
    expect(antdLocale('en').locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(StorageKey.LANGUAGE)).toBe('en');
  });

  it('prepares a stored English choice before the first render', async () => {
    localStorage.setItem(StorageKey.LANGUAGE, 'en');
    await prepareLanguage();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
  });
});
