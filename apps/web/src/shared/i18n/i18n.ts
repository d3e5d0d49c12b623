import { StorageKey } from '@haoduo/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeBrowserStorage } from '../stores/timed-storage';
import { en } from './en';
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

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export async function changeLanguage(language: TLanguage): Promise<void> {
  storage.setItem(StorageKey.LANGUAGE, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
