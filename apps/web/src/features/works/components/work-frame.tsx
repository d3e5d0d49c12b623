import { Spin } from 'antd';
import type { TWorksDetail } from '@haoduo/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useWork } from './use-work';
import styles from './work-frame.module.css';

/** Only a missing work shows it (antd's Result and its illustrations): load it then. */
const WorkNotFound = lazy(() => import('./lazy-work-not-found'));

/** Loads the work of ?id= and shows it, a spinner, or the not-found state. */
export function WorkFrame({ children }: { children: (work: TWorksDetail) => ReactNode }) {
  const { query, missing, errorMessage } = useWork();
  usePageTitle(query.data?.worksName ?? null);
  if (missing) {
    return (
      <Suspense fallback={null}>
        <WorkNotFound message={errorMessage} />
      </Suspense>
    );
  }
  if (!query.data) {
    return (
      // Its own key: the frame replaces this box instead of resizing it (a layout shift).
      <div key="loading" className={styles.loading} data-page-loading>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <div key="frame" className={styles.frame}>
      {children(query.data)}
    </div>
  );
}
