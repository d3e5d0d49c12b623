import { getRuntimeConfig } from '@haoduo/contract';
import { Button, Skeleton } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useTouristAccountScroll } from '../api/tourist-account-scroll';
import { ClaimantTicker } from './claimant-ticker';
import styles from './trial.module.css';
import { AppModal } from '../../../shared/ui/app-modal';

interface TTrialClaimModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 免费申领好多AI账号: how many have claimed a trial account and a vertically scrolling list
 * of recent claimants, each marked 领取成功, with how to apply.
 */
export function TrialClaimModal({ open, onClose }: TTrialClaimModalProps) {
  const { t } = useTranslation();
  const scroll = useTouristAccountScroll(open);
  const phone = getRuntimeConfig().businessPhone;
  const total = scroll.data?.totalAccount ?? 0;

  return (
    <AppModal
      open={open}
      title={t('auth.trial.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" size="large" block onClick={onClose}>
          {t('auth.trial.gotIt')}
        </Button>
      }
    >
      {scroll.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <p className={styles.total}>
            <Trans
              i18nKey="auth.trial.total"
              values={{ count: total }}
              components={{ strong: <strong className={styles.totalNumber} /> }}
            />
          </p>
          <ClaimantTicker claimants={scroll.data?.touristAccountScrollList ?? []} />
        </>
      )}
      <p className={styles.howTo}>
        {phone ? t('auth.trial.howTo', { phone }) : t('auth.trial.howToNoPhone')}
      </p>
    </AppModal>
  );
}
