import { AccountType } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { ToolTiles } from '../../features/ai-tools';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { isSignedIn, useAppStore } from '../../shared/stores/app-store';
import styles from './ai-tools-page.module.css';

/** /aiTools: the eight tool tiles, opened according to the viewer's class or classes. */
export default function AiToolsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.aiTools'));
  const signedIn = useAppStore(isSignedIn);
  const accountType = useAppStore((state) => state.accountType);
  const currentCourseClass = useAppStore((state) => state.currentCourseClass);

  const hint = !signedIn
    ? t('aiTools.visitorHint')
    : accountType === AccountType.TEACHER
      ? t('aiTools.teacherHint')
      : currentCourseClass
        ? t('aiTools.studentClass', { className: currentCourseClass.courseClassName })
        : t('aiTools.studentNoClass');

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('nav.aiTools')}</h1>
        <p className={styles.subtitle}>{t('aiTools.subtitle')}</p>
        <p className={styles.hint}>{hint}</p>
      </header>
      <ToolTiles />
    </div>
  );
}
