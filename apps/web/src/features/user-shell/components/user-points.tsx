import { ThunderboltFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useUserPoints } from '../../../shared/points/user-points';
import styles from './user-points.module.css';

/** The signed-in user's AI points in the header; nothing while the figure is unknown. */
export function UserPoints() {
  const { t } = useTranslation();
  const signedIn = useAppStore(isSignedIn);
  const viewer = useAppStore(viewerKey);
  const patch = useAppStore((state) => state.patch);
  const points = useUserPoints(viewer, signedIn);
  const value = points.data ?? null;

  useEffect(() => {
    patch({ userPoints: value });
  }, [patch, value]);

  if (!signedIn || value === null) return null;
  return (
    <span className={styles.points} title={t('shell.points')} data-testid="user-points">
      <ThunderboltFilled aria-hidden className={styles.icon} />
      <span>{t('shell.pointsValue', { points: value })}</span>
    </span>
  );
}
