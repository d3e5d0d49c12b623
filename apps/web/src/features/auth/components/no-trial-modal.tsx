import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';

interface TNoTrialModalProps {
  open: boolean;
  onClose: () => void;
  /** Open the claim popup instead. */
  onApply: () => void;
}

/** 暂无体验权限 / 暂未查询到你的体验账号: a trial sign-in for a mobile without a trial account. */
export function NoTrialModal({ open, onClose, onApply }: TNoTrialModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={t('auth.trial.noPermissionTitle')}
      onCancel={onClose}
      footer={[
        <Button key="close" size="large" onClick={onClose}>
          {t('auth.trial.close')}
        </Button>,
        <Button key="apply" type="primary" size="large" onClick={onApply}>
          {t('auth.trial.apply')}
        </Button>,
      ]}
    >
      <Result
        status="warning"
        title={t('auth.trial.noPermission')}
        subTitle={t('auth.trial.noPermissionHint')}
      />
    </AppModal>
  );
}
