import { AuditStatus, WORK_TYPE_LABELS, type TStudentWorksItem } from '@haoduo/contract';
import { Button } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { feedback } from '../../../shared/ui/feedback';
import { useAuditWork } from '../api/audit-work';
import { useReviewQueue } from '../api/get-review-queue';
import { readerPath, workPath } from '../model/work-links';
import styles from './review-queue.module.css';
import { Empty } from '../../../shared/ui/empty';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Pagination } from '../../../shared/ui/pagination';
import { Tag } from '../../../shared/ui/tag';

const RejectDialog = lazyDialog(() => import('./reject-dialog').then((m) => m.RejectDialog));
const ApproveDialog = lazyDialog(() => import('./comment-dialog').then((m) => m.ApproveDialog));

/** 待审核作品: the teacher's classes' works waiting for review, approve or reject with a remark. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(viewer, page);
  const audit = useAuditWork();
  const [rejecting, setRejecting] = useState<TStudentWorksItem | null>(null);
  const [approving, setApproving] = useState<TStudentWorksItem | null>(null);
  const list = queue.data?.list ?? [];

  // Publishing a child's work is confirmed, with an optional word for the pupil.
  const approve = (work: TStudentWorksItem, comment: string) =>
    audit.mutate(
      {
        id: work.id,
        auditStatus: AuditStatus.APPROVED,
        ...(comment ? { auditRemark: comment } : {}),
      },
      {
        onSuccess: () => {
          setApproving(null);
          void feedback().message.success(t('works.review.approved'));
        },
      },
    );

  return (
    <section className={styles.queue} aria-label={t('works.review.title')}>
      <h2 className={styles.title}>
        {t('works.review.title')}
        {queue.data ? <Tag color="gold">{queue.data.total}</Tag> : null}
      </h2>
      {list.length === 0 ? (
        <Empty simple description={t('works.review.empty')} />
      ) : (
        <div className={styles.list}>
          {list.map((work) => {
            const cover = work.coverThumbUrl ?? work.worksCoverPic;
            const open = work.type === 1 ? readerPath(work.id) : workPath(work);
            return (
              <article key={work.id} className={styles.item} aria-label={work.worksName}>
                <a href={open} target="_blank" rel="noopener noreferrer" className={styles.cover}>
                  {cover ? <img src={cover} alt={work.worksName} /> : <span>{work.worksName}</span>}
                </a>
                <div className={styles.body}>
                  <h3 className={styles.name}>{work.worksName}</h3>
                  <p className={styles.meta}>
                    {[
                      work.authorName,
                      work.className,
                      WORK_TYPE_LABELS[work.type as keyof typeof WORK_TYPE_LABELS],
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {work.submittedAt ? (
                    <p className={styles.meta}>
                      {t('works.review.submittedAt', {
                        time: dayjs(work.submittedAt).format('YYYY-MM-DD HH:mm'),
                      })}
                    </p>
                  ) : null}
                  <div className={styles.actions}>
                    <Button size="large" href={open} target="_blank" rel="noopener noreferrer">
                      {t('works.review.view')}
                    </Button>
                    <Button
                      size="large"
                      type="primary"
                      disabled={audit.isPending}
                      onClick={() => setApproving(work)}
                    >
                      {t('works.review.approve')}
                    </Button>
                    <Button
                      size="large"
                      danger
                      disabled={audit.isPending}
                      onClick={() => setRejecting(work)}
                    >
                      {t('works.review.reject')}
                    </Button>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      )}
      <Pagination
        className={styles.pager}
        current={page}
        pageSize={6}
        total={queue.data?.total ?? 0}
        hideOnSinglePage
        onChange={setPage}
      />
      <ApproveDialog
        open={approving !== null}
        workName={approving?.worksName ?? ''}
        busy={audit.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={(comment) => approving && approve(approving, comment)}
      />
      <RejectDialog
        open={rejecting !== null}
        workName={rejecting?.worksName ?? ''}
        busy={audit.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(remark) =>
          rejecting &&
          audit.mutate(
            { id: rejecting.id, auditStatus: AuditStatus.REJECTED, auditRemark: remark },
            {
              onSuccess: () => {
                setRejecting(null);
                void feedback().message.success(t('works.review.rejected'));
              },
            },
          )
        }
      />
    </section>
  );
}
