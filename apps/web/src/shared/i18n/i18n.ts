import { StorageKey } from '@haoduo/contract';
import type { Locale } from 'antd/es/locale';
import antdZhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeBrowserStorage } from '../stores/timed-storage';
import { zhCN, type TCatalogue, type TTextSection } from './zh-CN';

export const Languages = ['zh-CN', 'en'] as const;
export type TLanguage = (typeof Languages)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'zh-CN';
export type { TTextSection };

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
  resources: { 'zh-CN': { translation: { ...zhCN } } }, // a copy: sections merge into it
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
    i18n.addResourceBundle('en', 'translation', { ...en });
  }
}

/** Ant Design's texts in a loaded language (Chinese until English has loaded). */
export function antdLocale(language: string): Locale {
  return language === 'en' && antdEnglish ? antdEnglish : antdZhCN;
}

/** One section's texts in one language. */
type TSectionTexts = Record<string, unknown>;

/** The files of each section's texts, loaded with the pages that use them. */
const SECTION_TEXTS: Record<TTextSection, Record<TLanguage, () => Promise<TSectionTexts>>> = {
  course: {
    'zh-CN': () => import('./course.zh-CN').then((m) => m.courseZhCN),
    en: () => import('./course.en').then((m) => m.courseEn),
  },
  competition: {
    'zh-CN': () => import('./competition.zh-CN').then((m) => m.competitionZhCN),
    en: () => import('./competition.en').then((m) => m.competitionEn),
  },
  manage: {
    'zh-CN': () => import('./manage.zh-CN').then((m) => m.manageZhCN),
    en: () => import('./manage.en').then((m) => m.manageEn),
  },
  safety: {
    'zh-CN': () => import('./safety.zh-CN').then((m) => m.safetyZhCN),
    en: () => import('./safety.en').then((m) => m.safetyEn),
  },
  studio: {
    'zh-CN': () => import('./studio.zh-CN').then((m) => m.studioZhCN),
    en: () => import('./studio.en').then((m) => m.studioEn),
  },
  training: {
    'zh-CN': () => import('./training.zh-CN').then((m) => m.trainingZhCN),
    en: () => import('./training.en').then((m) => m.trainingEn),
  },
  trainingClass: {
    'zh-CN': () => import('./trainingClass.zh-CN').then((m) => m.trainingClassZhCN),
    en: () => import('./trainingClass.en').then((m) => m.trainingClassEn),
  },
  trainingDialogs: {
    'zh-CN': () => import('./trainingDialogs.zh-CN').then((m) => m.trainingDialogsZhCN),
    en: () => import('./trainingDialogs.en').then((m) => m.trainingDialogsEn),
  },
  trainingMusic: {
    'zh-CN': () => import('./trainingMusic.zh-CN').then((m) => m.trainingMusicZhCN),
    en: () => import('./trainingMusic.en').then((m) => m.trainingMusicEn),
  },
  print: {
    'zh-CN': () => import('./print.zh-CN').then((m) => m.printZhCN),
    en: () => import('./print.en').then((m) => m.printEn),
  },
  works: {
    'zh-CN': () => import('./works.zh-CN').then((m) => m.worksZhCN),
    en: () => import('./works.en').then((m) => m.worksEn),
  },
};

/** Sections a page has asked for: a language switch loads them in the new language too. */
const sectionsInUse = new Set<TTextSection>();

async function addSection(language: TLanguage, section: TTextSection): Promise<void> {
  if (i18n.getResource(language, 'translation', section) !== undefined) return;
  const texts = await SECTION_TEXTS[section][language]();
  i18n.addResourceBundle(language, 'translation', { [section]: texts }, true, true);
}

/**
 * The texts of the sections a page uses, in the current language: the route table loads
 * them beside the page's chunk (lazyPage), so the shell carries none of them.
 */
export async function loadTexts(...sections: TTextSection[]): Promise<void> {
  for (const section of sections) sectionsInUse.add(section);
  const language = currentLanguage();
  await Promise.all(sections.map((section) => addSection(language, section)));
}

async function loadSectionsInUse(language: TLanguage): Promise<void> {
  await Promise.all([...sectionsInUse].map((section) => addSection(language, section)));
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
  await Promise.all([loadCatalogue(language), loadSectionsInUse(language)]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
