import { GiftOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import { NoTrialModal } from './no-trial-modal';
import { TeacherCodeForm } from './teacher-code-form';
import { TrialClaimModal } from './trial-claim-modal';
import styles from './trial.module.css';

interface TTrialPanelProps {
  onSignedIn: TStartSignIn;
  busy?: boolean;
  /** The trial tab is showing: the claim popup opens the first time it does. */
  active: boolean;
}

/**
 * 用户体验: the teacher code sign-in for trial visitors, the 免费申领好多AI账号 popup (it
 * opens once when the tab first shows, and from the banner), and 暂无体验权限 for a mobile
 * without a trial account.
 */
export function TrialPanel({ onSignedIn, busy, active }: TTrialPanelProps) {
  const { t } = useTranslation();
  const [claimOpen, setClaimOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [noTrialOpen, setNoTrialOpen] = useState(false);

  // The first time the tab shows, the popup opens (state adjusted while rendering).
  if (active && !shown) {
    setShown(true);
    setClaimOpen(true);
  }

  return (
    <div>
      <button type="button" className={styles.banner} onClick={() => setClaimOpen(true)}>
        <GiftOutlined aria-hidden className={styles.bannerIcon} />
        <span className={styles.bannerText}>{t('auth.trial.banner')}</span>
        <span className={styles.bannerAction}>
          {t('auth.trial.bannerAction')} <RightOutlined aria-hidden />
        </span>
      </button>
      <TeacherCodeForm
        tourist
        onSignedIn={onSignedIn}
        busy={busy}
        onNoTrialPermission={() => setNoTrialOpen(true)}
      />
      <TrialClaimModal open={claimOpen} onClose={() => setClaimOpen(false)} />
      <NoTrialModal
        open={noTrialOpen}
        onClose={() => setNoTrialOpen(false)}
        onApply={() => {
          setNoTrialOpen(false);
          setClaimOpen(true);
        }}
      />
    </div>
  );
}
