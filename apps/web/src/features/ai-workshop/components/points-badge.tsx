import { ThunderboltFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsDialog } from '../../../shared/points/lazy-points-dialog';
import { useUserPoints } from '../../../shared/points/user-points';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
// Its own few styles: the badge sits in the bar of every workshop page, training labs too.
import styles from './points-badge.module.css';

/**
 * The pupil's AI points in the workshop's bar (refreshed after every charge); a click opens
 * 我的AI点数 to redeem a points code.
 */
export function PointsBadge() {
  const { t } = useTranslation();
  const signedIn = useAppStore(isSignedIn);
  const viewer = useAppStore(viewerKey);
  const points = useUserPoints(viewer, signedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn || points.data === undefined || points.data === null) return null;
  return (
    <>
      <button
        type="button"
        className={styles.points}
        title={t('shell.points')}
        data-testid="ai-points"
        onClick={() => setOpen(true)}
      >
        <ThunderboltFilled aria-hidden className={styles.bolt} />
        {t('shell.pointsValue', { points: points.data })}
      </button>
      <PointsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
