import { WorksStatus, type TMyWorksItem } from '@haoduo/contract';
import { Button } from 'antd';
import { formatDateTime } from '../../../shared/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WorkStateTag } from '../components/work-state-tag';
import { kindIcon } from '../model/kind-icons';
import { editorPath, workPath } from '../model/work-links';
import filterStyles from './my-works-filter.module.css';
import styles from './my-works.module.css';
import { Tag } from '../../../shared/ui/tag';

export interface TMyWorkActions {
  onCopy: (work: TMyWorksItem) => void;
  onDelete: (work: TMyWorksItem) => void;
  onStatus: (
    work: TMyWorksItem,
    status: typeof WorksStatus.DRAFT | typeof WorksStatus.SUBMITTED,
  ) => void;
  busy: boolean;
}

const isEditableBook = (work: TMyWorksItem) => work.type === 1 && work.version === 1;

/**
 * One of my works: its cover (or the picture of its kind), name, kind, its one state, the
 * teacher's remark, and what I can do with it (open it where it plays, share it ...).
 */
export function MyWorkItem({ work, actions }: { work: TMyWorksItem; actions: TMyWorkActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cover = work.coverThumbUrl ?? work.worksCoverPic;
  const book = work.kind === 'book';
  const shareable = work.status === WorksStatus.DRAFT || work.status === WorksStatus.OFFLINE;
  return (
    <article className={styles.item} aria-label={work.worksName}>
      <Link
        to={isEditableBook(work) ? editorPath(work.id) : workPath(work)}
        className={styles.cover}
        aria-label={cover ? undefined : work.worksName}
      >
        {cover ? (
          <img src={cover} alt={work.worksName} />
        ) : (
          <span className={filterStyles.kindIcon}>{kindIcon(work.kind)}</span>
        )}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>{work.worksName}</h2>
        <div className={styles.tags}>
          <Tag>{t(`works.kind.${work.kind}`)}</Tag>
          <WorkStateTag work={work} />
          {book ? <span>{t('works.my.pages', { count: work.pageCount })}</span> : null}
        </div>
        {work.auditRemark ? (
          <p className={styles.remark} role="note">
            {t('works.my.remark', { remark: work.auditRemark })}
          </p>
        ) : null}
        <p className={styles.time}>
          {t('works.my.updatedAt', { time: formatDateTime(work.updatedAt) })}
        </p>
        <div className={styles.actions}>
          {/* Buttons that navigate, not buttons inside links (no nested controls). */}
          {isEditableBook(work) ? (
            <Button type="primary" onClick={() => void navigate(editorPath(work.id))}>
              {t('works.my.edit')}
            </Button>
          ) : null}
          <Button onClick={() => void navigate(workPath(work))}>
            {t(book ? 'works.my.view' : 'works.my.open')}
          </Button>
          {shareable ? (
            <Button
              disabled={actions.busy}
              onClick={() => actions.onStatus(work, WorksStatus.SUBMITTED)}
            >
              {t('works.my.share')}
            </Button>
          ) : null}
          {work.status === WorksStatus.SUBMITTED ? (
            <Button
              disabled={actions.busy}
              onClick={() => actions.onStatus(work, WorksStatus.DRAFT)}
            >
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
