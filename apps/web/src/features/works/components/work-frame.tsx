import { Spin } from 'antd';
import type { TWorksDetail } from '@haoduo/contract';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useWork } from './use-work';
import styles from './work-frame.module.css';
import { WorkNotFound } from './work-states';

/** Loads the work of ?id= and shows it, a spinner, or the not-found state. */
export function WorkFrame({ children }: { children: (work: TWorksDetail) => ReactNode }) {
  const { query, missing, errorMessage } = useWork();
  usePageTitle(query.data?.worksName ?? null);
  if (missing) return <WorkNotFound message={errorMessage} />;
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
