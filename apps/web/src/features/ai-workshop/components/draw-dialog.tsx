import { JobStatus, type TMediaFile } from '@haoduo/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalWidth, AppModal } from '../../../shared/ui/app-modal';
import { generationToMedia } from '../api/to-media';
import { useCurrentClassId } from '../model/use-class-id';
import { useToolRun } from '../model/use-tool-run';
import { JobProgress } from './job-progress';
import { PromptBox } from './prompt-box';
import styles from './studio.module.css';
import { RefusalNotice } from './refusal-notice';

export interface TDrawDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picture as the pupil's file (an /api/media URL a work can hold). */
  onPicked: (picture: TMediaFile) => void;
  /** Starts the prompt (e.g. the page's text). */
  initialPrompt?: string;
}

/**
 * "Draw a picture" for other screens (the picture-book editor): prompt → job → picture,
 * handed back as the pupil's media file.
 */
export function DrawDialog(props: TDrawDialogProps) {
  return (
    <AppModal
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      width={ModalWidth.WIDE}
      destroyOnHidden
      title={<DrawDialogTitle />}
    >
      <DrawDialogBody {...props} />
    </AppModal>
  );
}

function DrawDialogTitle() {
  const { t } = useTranslation();
  return <>{t('studio.draw.dialogTitle')}</>;
}

function DrawDialogBody({ onPicked, initialPrompt }: TDrawDialogProps) {
  const { t } = useTranslation();
  const classId = useCurrentClassId();
  const [prompt, setPrompt] = useState(initialPrompt ?? '');
  const [using, setUsing] = useState(false);
  const run = useToolRun('draw');
  const job = run.job;
  const use = async () => {
    if (!job) return;
    setUsing(true);
    try {
      onPicked(await generationToMedia('draw', job.id));
    } catch {
      // The API client has shown the reason.
    } finally {
      setUsing(false);
    }
  };
  return (
    <div className={styles.main}>
      <PromptBox
        value={prompt}
        onChange={setPrompt}
        examples={[t('studio.ex.draw1'), t('studio.ex.draw3')]}
        placeholder={t('studio.placeholders.draw')}
        onSubmit={() => void run.run({ prompt: prompt.trim(), classId })}
        busy={run.busy}
      />
      {run.refusal && (
        <RefusalNotice message={run.refusal} free={run.refusalFree} care={run.refusalCare} />
      )}
      {job && <JobProgress job={job} onRetry={() => void run.retry()} retrying={run.retrying} />}
      {job?.status === JobStatus.DONE && job.result?.tool === 'draw' && (
        <div className={styles.result}>
          <img className={styles.picture} src={job.result.imageUrl} alt={job.prompt} />
          <div className={styles.actions}>
            <Button type="primary" size="large" loading={using} onClick={() => void use()}>
              {t('studio.draw.use')}
            </Button>
            <Button size="large" onClick={() => void run.retry()} loading={run.retrying}>
              {t('studio.retry')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
