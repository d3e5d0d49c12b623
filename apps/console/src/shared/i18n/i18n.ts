import { StorageKey } from '@haoduo/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhCN, type TCatalogue } from './locales/zh-cn';

/** Interface languages: the contract's locale names (httpStatusText takes the same). */
export const Language = { ZH_CN: 'zh_CN', EN: 'en' } as const;
export type TLanguage = (typeof Language)[keyof typeof Language];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TCatalogue };
  }
}

function isLanguage(value: unknown): value is TLanguage {
  return value === Language.ZH_CN || value === Language.EN;
}

function readStoredLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(StorageKey.CONSOLE_LANGUAGE);
    return isLanguage(stored) ? stored : Language.ZH_CN;
  } catch {
    return Language.ZH_CN;
  }
}

void i18next.use(initReactI18next).init({
  resources: { [Language.ZH_CN]: { translation: zhCN }, [Language.EN]: { translation: en } },
  lng: readStoredLanguage(),
  fallbackLng: Language.ZH_CN,
  supportedLngs: [Language.ZH_CN, Language.EN],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const i18n = i18next;

export function currentLanguage(): TLanguage {
  return isLanguage(i18next.language) ? i18next.language : Language.ZH_CN;
}

export async function changeLanguage(language: TLanguage): Promise<void> {
  try {
    localStorage.setItem(StorageKey.CONSOLE_LANGUAGE, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
