import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bridgeSnippet } from '../bridge/model-bridge';
import styles from './lab.module.css';
import { AppModal } from '../../../shared/ui/app-modal';

/** How a smart app uses this model: its id and the helper to paste in. */
export function ApiDialog({
  open,
  kind,
  modelId,
  onClose,
}: {
  open: boolean;
  kind: 'image' | 'pose';
  modelId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={t('trainingDialogs.api.title')}
      onCancel={onClose}
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('trainingDialogs.api.close')}
        </Button>
      }
    >
      <p className={styles.help}>{t('trainingDialogs.api.intro')}</p>
      <p>
        {t('trainingDialogs.api.modelId')}：
        <Typography.Text copyable code data-kind={kind}>
          {modelId}
        </Typography.Text>
      </p>
      <pre className={styles.code}>{bridgeSnippet(modelId)}</pre>
      <p className={styles.help}>{t('trainingDialogs.project.localNote')}</p>
    </AppModal>
  );
}
