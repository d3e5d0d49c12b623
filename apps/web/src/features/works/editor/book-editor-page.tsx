import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Paths } from '../../../shared/navigation/paths';
import { useWork } from '../components/use-work';
import { WorkNotEditable, WorkNotFound } from '../components/work-states';
import { BookEditor } from './book-editor';
import styles from './book-editor.module.css';

/** Loads the work of ?id= into the editor; without an id, back to my works (which creates books). */
export function BookEditorPage() {
  const { t } = useTranslation();
  const { id, query, missing, errorMessage } = useWork();
  usePageTitle(t('pages.bookEdit'));
  if (id === 0) return <Navigate to={Paths.CREATION_CENTER} replace />;
  if (missing) return <WorkNotFound message={errorMessage} />;
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
    return <WorkNotEditable />;
  }
  return <BookEditor work={work} />;
}
