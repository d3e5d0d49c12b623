import type { TStudentWorksItem } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/ui/feedback';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { useRevokeWork } from '../api/revoke-work';
import { isPublishedWork } from '../model/work-kinds';

const RevokeDialog = lazyDialog(() => import('./comment-dialog').then((m) => m.RevokeDialog));

/**
 * 撤回发布, beside a published work of the teacher's pupils: asks first (with an optional
 * reason for the pupil), then takes it out of the gallery, back to review.
 */
export function RevokeWorkButton({ work }: { work: TStudentWorksItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const revoke = useRevokeWork();
  if (!isPublishedWork(work)) return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('works.review.revoke')}
      </Button>
      <RevokeDialog
        open={open}
        workName={work.worksName}
        busy={revoke.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={(comment) =>
          revoke.mutate(
            { id: work.id, ...(comment ? { auditRemark: comment } : {}) },
            {
              onSuccess: () => {
                setOpen(false);
                void feedback().message.success(t('works.review.revoked'));
              },
            },
          )
        }
      />
    </>
  );
}
