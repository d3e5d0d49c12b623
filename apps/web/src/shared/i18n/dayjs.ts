import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './i18n';

/**
 * dayjs in the interface language (Ant Design's date pickers name months and weekdays with
 * it). Only the pages that show dates import it, so the shell carries no dayjs.
 */
function followLanguage(language: string): void {
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

export { dayjs };
