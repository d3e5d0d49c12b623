import { ThunderboltFilled } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsDialog } from '../../../shared/points/lazy-points-dialog';
import { useUserPoints } from '../../../shared/points/user-points';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import styles from './user-points.module.css';

/**
 * The signed-in user's AI points in the header; nothing while the figure is unknown. A click
 * opens 我的AI点数 (the balance and redeeming a points code).
 */
export function UserPoints() {
  const { t } = useTranslation();
  const signedIn = useAppStore(isSignedIn);
  const viewer = useAppStore(viewerKey);
  const patch = useAppStore((state) => state.patch);
  const points = useUserPoints(viewer, signedIn);
  const value = points.data ?? null;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    patch({ userPoints: value });
  }, [patch, value]);

  if (!signedIn || value === null) return null;
  return (
    <>
      <button
        type="button"
        className={styles.points}
        title={t('shell.points')}
        data-testid="user-points"
        onClick={() => setOpen(true)}
      >
        <ThunderboltFilled aria-hidden className={styles.icon} />
        <span>{t('shell.pointsValue', { points: value })}</span>
      </button>
      <PointsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
