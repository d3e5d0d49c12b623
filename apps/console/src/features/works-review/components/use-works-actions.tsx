import type { TStudentWorksItem } from '@haoduo/contract';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAuditWorks, useRecommendWorks, useUpdateWorksStatus } from '../api/works-review-api';
import { AuditDialog, type TAuditDecision, type TAuditTarget } from './audit-dialog';
import { ScoreDialog, TagsDialog } from './score-tags-dialogs';
import type { TWorksAction } from './works-card';
import { WorksDetailDrawer } from './works-detail-drawer';
import { UserWorksDrawer } from './user-works-drawer';
import { useTranslation } from 'react-i18next';

/**
 * What a reviewer does with a work, from a card or the detail drawer: approve in one click,
 * reject with a remark, recommend, score, tag, take offline (confirmed) or back online, and
 * open its detail or its author's works. Returns the handler and the dialogs to render.
 */
export function useWorksActions(): {
  run: (action: TWorksAction, work: TStudentWorksItem) => void;
  busyId: number | null;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const audit = useAuditWorks();
  const recommend = useRecommendWorks();
  const updateStatus = useUpdateWorksStatus();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [auditing, setAuditing] = useState<{ work: TAuditTarget; decision: TAuditDecision } | null>(
    null,
  );
  const [scoring, setScoring] = useState<TStudentWorksItem | null>(null);
  const [tagging, setTagging] = useState<TStudentWorksItem | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [authorId, setAuthorId] = useState<number | null>(null);

  const busy = async (work: TStudentWorksItem, write: () => Promise<unknown>, done: string) => {
    setBusyId(work.id);
    try {
      await write();
      void message.success(done);
    } catch {
      // The client's error handler has shown the server's message.
    } finally {
      setBusyId(null);
    }
  };

  const run = (action: TWorksAction, work: TStudentWorksItem) => {
    switch (action) {
      case 'approve':
        void busy(
          work,
          () => audit.mutateAsync({ id: work.id, auditStatus: 1 }),
          t('works.approved', { name: work.worksName }),
        );
        return;
      case 'reject':
        setAuditing({ work, decision: 'reject' });
        return;
      case 'recommend':
      case 'unrecommend':
        void busy(
          work,
          () => recommend.mutateAsync({ id: work.id, recommend: action === 'recommend' }),
          action === 'recommend' ? t('works.recommendDone') : t('works.unrecommendDone'),
        );
        return;
      case 'offline':
        modal.confirm({
          title: t('works.offlineTitle', { name: work.worksName }),
          content: t('works.offlineContent'),
          okText: t('works.offline'),
          okButtonProps: { danger: true },
          cancelText: t('actions.cancel'),
          onOk: () =>
            busy(
              work,
              () => updateStatus.mutateAsync({ id: work.id, status: 3 }),
              t('works.offlineDone'),
            ),
        });
        return;
      case 'online':
        void busy(
          work,
          () => updateStatus.mutateAsync({ id: work.id, status: 2 }),
          t('works.onlineDone'),
        );
        return;
      case 'score':
        setScoring(work);
        return;
      case 'tags':
        setTagging(work);
        return;
      case 'detail':
        setDetailId(work.id);
        return;
      case 'userWorks':
        setAuthorId(work.authorUserId);
        return;
    }
  };

  const dialogs = (
    <>
      <AuditDialog
        work={auditing?.work ?? null}
        decision={auditing?.decision ?? 'reject'}
        onClose={() => setAuditing(null)}
      />
      <ScoreDialog work={scoring} onClose={() => setScoring(null)} />
      <TagsDialog work={tagging} onClose={() => setTagging(null)} />
      <WorksDetailDrawer worksId={detailId} onClose={() => setDetailId(null)} onAction={run} />
      <UserWorksDrawer
        key={authorId ?? 'none'}
        userId={authorId}
        onClose={() => setAuthorId(null)}
        onAction={run}
      />
    </>
  );

  return { run, busyId, dialogs };
}
