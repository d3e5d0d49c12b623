import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Paths } from '../../../shared/navigation/paths';
import { useWork } from '../components/use-work';
import { BookEditor } from './book-editor';
import styles from './book-editor.module.css';

// Rare states (antd's Result and its illustrations): loaded when shown.
const WorkNotFound = lazy(() => import('../components/lazy-work-not-found'));
const WorkNotEditable = lazy(() => import('../components/lazy-work-not-editable'));

/** Loads the work of ?id= into the editor; without an id, back to my works (which creates books). */
export function BookEditorPage() {
  const { t } = useTranslation();
  const { id, query, missing, errorMessage } = useWork();
  usePageTitle(t('pages.bookEdit'));
  if (id === 0) return <Navigate to={Paths.CREATION_CENTER} replace />;
  if (missing) {
    return (
      <Suspense fallback={null}>
        <WorkNotFound message={errorMessage} />
      </Suspense>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.canvas}>
        <Spin size="large" tip={t('works.editor.loading')}>
          <div style={{ height: 80 }} />
        </Spin>
      </div>
    );
  }
  const work = query.data;
  if (work.version !== 1 || !work.abilities.canEdit) {
    return (
      <Suspense fallback={null}>
        <WorkNotEditable />
      </Suspense>
    );
  }
  return <BookEditor work={work} />;
}
