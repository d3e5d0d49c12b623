import {
  AUDIT_STATUS_LABELS,
  WORK_TYPE_LABELS,
  WORKS_STATUS_LABELS,
  type TMyWorksItem,
} from '@haoduo/contract';
import { Button } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkStatus } from '../api/update-work-status';
import { editorPath, workPath } from '../model/work-links';
import styles from './my-works.module.css';
import { Tag, type TTagColor } from '../../../shared/ui/tag';

const STATUS_COLORS: Record<number, TTagColor> = { 0: 'default', 1: 'gold', 2: 'green', 3: 'red' };

export interface TMyWorkActions {
  onCopy: (work: TMyWorksItem) => void;
  onDelete: (work: TMyWorksItem) => void;
  onStatus: (work: TMyWorksItem, status: 0 | 1) => void;
  busy: boolean;
}

const isEditableBook = (work: TMyWorksItem) => work.type === 1 && work.version === 1;

/** One of my works: cover, name, state, the teacher's remark, and what I can do with it. */
export function MyWorkItem({ work, actions }: { work: TMyWorksItem; actions: TMyWorkActions }) {
  const { t } = useTranslation();
  const cover = work.coverThumbUrl ?? work.worksCoverPic;
  const rejected = work.auditStatus === 2;
  return (
    <article className={styles.item} aria-label={work.worksName}>
      <Link
        to={isEditableBook(work) ? editorPath(work.id) : workPath(work)}
        className={styles.cover}
      >
        {cover ? <img src={cover} alt={work.worksName} /> : <span>{work.worksName}</span>}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>{work.worksName}</h2>
        <div className={styles.tags}>
          <Tag>{WORK_TYPE_LABELS[work.type as keyof typeof WORK_TYPE_LABELS] ?? ''}</Tag>
          <Tag color={STATUS_COLORS[work.status]}>{WORKS_STATUS_LABELS[work.status] ?? ''}</Tag>
          {rejected ? <Tag color="red">{AUDIT_STATUS_LABELS[2]}</Tag> : null}
          {work.type === 1 ? <span>{t('works.my.pages', { count: work.pageCount })}</span> : null}
        </div>
        {work.auditRemark ? (
          <p className={styles.remark} role="note">
            {t('works.my.remark', { remark: work.auditRemark })}
          </p>
        ) : null}
        <p className={styles.time}>
          {t('works.my.updatedAt', { time: dayjs(work.updatedAt).format('YYYY-MM-DD HH:mm') })}
        </p>
        <div className={styles.actions}>
          {isEditableBook(work) ? (
            <Link to={editorPath(work.id)}>
              <Button type="primary">{t('works.my.edit')}</Button>
            </Link>
          ) : null}
          <Link to={workPath(work)}>
            <Button>{t('works.my.view')}</Button>
          </Link>
          {work.status === WorkStatus.DRAFT ? (
            <Button disabled={actions.busy} onClick={() => actions.onStatus(work, 1)}>
              {t('works.my.submit')}
            </Button>
          ) : null}
          {work.status === WorkStatus.PENDING ? (
            <Button disabled={actions.busy} onClick={() => actions.onStatus(work, 0)}>
              {t('works.my.withdraw')}
            </Button>
          ) : null}
          <Button disabled={actions.busy} onClick={() => actions.onCopy(work)}>
            {t('works.my.copy')}
          </Button>
          <Button danger disabled={actions.busy} onClick={() => actions.onDelete(work)}>
            {t('works.my.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
