import { COMPETITION_PHASE_LABELS, StorageKey } from '@haoduo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  antdLocale,
  changeLanguage,
  DEFAULT_LANGUAGE,
  i18n,
  loadTexts,
  prepareLanguage,
} from './i18n';
import { zhCN } from './zh-CN';

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

  it("names a competition's phases exactly as the contract does", () => {
    expect(zhCN.competitionPhase).toEqual(COMPETITION_PHASE_LABELS);
  });

  it('keeps the sections out of the first-load catalogue; pages load them, in English too', async () => {
    for (const section of ['works', 'studio', 'training', 'manage']) {
      expect(zhCN).not.toHaveProperty(section);
    }
    expect(Object.keys(zhCN)).toContain('home');
    // The test setup loads every section in Chinese, as the pages do through loadTexts.
    expect(i18n.t('works.card.likes', { count: 3 })).toBe('3 个赞');
    await changeLanguage('en');
    expect(i18n.t('works.card.likes', { count: 3 })).toBe('3 likes');
    expect(i18n.t('manage.subtitle')).toBe(
      'Your classes: class codes, student accounts and sign-in cards',
    );
    await loadTexts('works');
    expect(i18n.t('header.login')).toBe('Log in');
    await changeLanguage(DEFAULT_LANGUAGE);
    expect(i18n.t('works.card.likes', { count: 3 })).toBe('3 个赞');
  });
});
