import { GlobalOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, Languages, type TLanguage } from '../../shared/i18n/i18n';

const LABELS: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English' };

/** The small language switch of the footer. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <GlobalOutlined aria-hidden />
      <Segmented<TLanguage>
        size="small"
        aria-label={t('footer.language')}
        value={i18n.language as TLanguage}
        options={Languages.map((language) => ({ label: LABELS[language], value: language }))}
        onChange={(language) => void changeLanguage(language)}
      />
    </span>
  );
}
