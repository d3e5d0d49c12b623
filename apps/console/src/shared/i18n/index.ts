export { i18n, Language, changeLanguage, currentLanguage, type TLanguage } from './i18n';
