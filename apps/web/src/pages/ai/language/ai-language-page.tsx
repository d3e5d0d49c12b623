import { useTranslation } from 'react-i18next';
import { AgentChat } from '../../../features/ai-workshop';
import { useLazyLessonTask } from '../../../features/courses/lazy-lesson-task';
import styles from './ai-language-page.module.css';

/**
 * /ai/language: the language studio (opened from the language tile): a streaming chat.
 * Opened from a lesson (?lesson=<id>), the lesson's prompt waits in the box under its banner.
 */
export default function AiLanguagePage() {
  const { t } = useTranslation();
  const { task, banner } = useLazyLessonTask('language', 'practice');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('studio.tools.language')}</h1>
      <p className={styles.intro}>{t('studio.intro.language')}</p>
      {banner}
      <AgentChat title={t('studio.tools.language')} presetDraft={task?.link?.prompt} />
    </div>
  );
}
