import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, Languages, type TLanguage } from '../../shared/i18n/i18n';
import styles from './language-switch.module.css';

const LABELS: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English' };

/**
 * The small language switch of the footer: two radio buttons drawn as a segmented control
 * (antd's Segmented would put its tooltip code in every page's first load).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.switch}>
      <GlobalOutlined aria-hidden />
      <span role="radiogroup" aria-label={t('footer.language')} className={styles.group}>
        {Languages.map((language) => (
          <label
            key={language}
            className={styles.option}
            data-checked={i18n.language === language || undefined}
          >
            <input
              type="radio"
              name="site-language"
              className={styles.input}
              value={language}
              checked={i18n.language === language}
              onChange={() => void changeLanguage(language)}
            />
            {LABELS[language]}
          </label>
        ))}
      </span>
    </span>
  );
}
