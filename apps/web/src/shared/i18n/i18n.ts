import { StorageKey } from '@haoduo/contract';
import type { Locale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeBrowserStorage } from '../stores/timed-storage';
import { zhCN, type TCatalogue } from './zh-CN';

export const Languages = ['zh-CN', 'en'] as const;
export type TLanguage = (typeof Languages)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'zh-CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TCatalogue };
  }
}

const storage = safeBrowserStorage('localStorage');

function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

export function storedLanguage(): TLanguage {
  const value = storage.getItem(StorageKey.LANGUAGE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

// Only the default catalogue is in the first load; English comes with its own chunk when
// chosen (prepareLanguage before the first render, changeLanguage on a switch).
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

let antdEnglish: Locale | null = null;

async function loadCatalogue(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  if (language === 'en') {
    const [{ en }, antdEn] = await Promise.all([import('./en'), import('antd/locale/en_US')]);
    antdEnglish = antdEn.default;
    i18n.addResourceBundle('en', 'translation', en);
  }
}

/** Ant Design's texts in a loaded language (Chinese until English has loaded). */
export function antdLocale(language: string): Locale {
  return language === 'en' && antdEnglish ? antdEnglish : antdZhCN;
}

/** The stored language, its catalogue loaded: awaited once before the app first renders. */
export async function prepareLanguage(): Promise<void> {
  const language = storedLanguage();
  if (language === DEFAULT_LANGUAGE) return;
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function changeLanguage(language: TLanguage): Promise<void> {
  storage.setItem(StorageKey.LANGUAGE, language);
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
