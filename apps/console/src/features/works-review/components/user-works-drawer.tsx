import type { TStudentWorksItem } from '@haoduo/contract';
import { Drawer, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useUserWorks } from '../api/works-review-api';
import type { TWorksAction } from './works-card';
import { WorksCard } from './works-card';
import styles from './works-review.module.css';
import { useTranslation } from 'react-i18next';

interface TUserWorksDrawerProps {
  userId: number | null;
  onClose: () => void;
  onAction: (action: TWorksAction, work: TStudentWorksItem) => void;
}

/**
 * Every work of one person (fanbook user-works), newest first, paged on the server. Keyed by
 * the person, so another person starts on page 1.
 */
export function UserWorksDrawer({ userId, onClose, onAction }: TUserWorksDrawerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const works = useUserWorks(userId, page);
  const rows = works.data?.list ?? [];
  const author = rows[0]?.authorName ?? rows[0]?.worksAuthor;
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={880}
      title={author ? t('works.worksOf', { name: author }) : t('works.authorsWorks')}
    >
      {works.isLoading ? <Spin /> : null}
      {!works.isLoading && rows.length === 0 ? <Empty description={t('works.noWorks')} /> : null}
      <div className={styles.grid}>
        {rows.map((work) => (
          <WorksCard
            key={work.id}
            work={work}
            onAction={(action, row) => (action === 'userWorks' ? undefined : onAction(action, row))}
          />
        ))}
      </div>
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        current={page}
        pageSize={12}
        total={works.data?.total ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        showTotal={(total) => t('works.totalWorks', { total })}
      />
    </Drawer>
  );
}
