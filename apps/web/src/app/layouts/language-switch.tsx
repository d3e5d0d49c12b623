import { useTranslation } from 'react-i18next';
import { changeLanguage, Languages, type TLanguage } from '../../shared/i18n/i18n';
import styles from './language-switch.module.css';

const LABELS: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English' };

/** A globe, drawn here: antd's GlobalOutlined is a kilobyte of path data on every public page. */
function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5s1.3-6.7 3.9-9.5z" />
    </svg>
  );
}

/**
 * The small language switch of the footer: two radio buttons drawn as a segmented control
 * (antd's Segmented would put its tooltip code in every page's first load).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.switch}>
      <GlobeIcon />
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
