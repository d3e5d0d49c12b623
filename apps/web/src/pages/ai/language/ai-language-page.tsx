import { useTranslation } from 'react-i18next';
import { AgentChat } from '../../../features/ai-workshop';
import styles from './ai-language-page.module.css';

/** /ai/language: the language studio (opened from the language tile): a streaming chat. */
export default function AiLanguagePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('studio.tools.language')}</h1>
      <p className={styles.intro}>{t('studio.intro.language')}</p>
      <AgentChat title={t('studio.tools.language')} />
    </div>
  );
}
