import { AI_PROMPT_MAX_LENGTH } from '@haoduo/contract';
import { Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';
import { useDrawPicture } from '../../../shared/ai-generation/generation-poll';
import styles from './book-editor.module.css';

interface TDrawDialogProps {
  open: boolean;
  onClose: () => void;
  onDrawn: (url: string) => void;
}

/** AI画一张: the AI workshop's drawing, kept as my picture for the page. */
export function DrawDialog({ open, onClose, onDrawn }: TDrawDialogProps) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const drawPicture = useDrawPicture();

  const draw = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const media = await drawPicture(prompt.trim());
      setPrompt('');
      onDrawn(media.url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      open={open}
      title={t('works.editor.drawPrompt')}
      okText={t('works.editor.drawStart')}
      cancelText={t('works.my.cancel')}
      okButtonProps={{ disabled: !prompt.trim() || busy, loading: busy }}
      onOk={() => void draw()}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label={t('works.editor.drawPrompt')}
        value={prompt}
        maxLength={AI_PROMPT_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('works.editor.drawPromptPlaceholder')}
        onChange={(event) => setPrompt(event.target.value)}
        disabled={busy}
      />
      {busy ? (
        <p className={styles.drawing}>
          <Spin size="small" /> {t('works.editor.drawing')}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.drawFailed} role="alert">
          {t('works.editor.drawFailed')}
        </p>
      ) : null}
    </AppModal>
  );
}
