import { SaveOutlined } from '@ant-design/icons';
import type { TAiJob } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const SaveWorkDialog = lazyDialog(() =>
  import('./save-work-dialog').then((module) => module.SaveWorkDialog),
);

/** Which results can become a work, and how. */
export function canSaveAsWork(job: TAiJob): boolean {
  const r = job.result;
  if (!r) return false;
  return r.tool === 'draw' || r.tool === 'draw-color' || r.tool === 'video' || r.tool === 'code';
}

/** "Save as a work": a name, then the work is a draft in the pupil's works. */
export function SaveWorkButton({ job }: { job: TAiJob }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canSaveAsWork(job)) return null;
  return (
    <>
      <Button size="large" icon={<SaveOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('studio.saveWork')}
      </Button>
      <SaveWorkDialog open={open} job={job} onClose={() => setOpen(false)} />
    </>
  );
}
