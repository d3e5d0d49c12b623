import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useUserPoints } from '../../../shared/points/user-points';
import styles from './studio.module.css';

/** The pupil's AI points in the workshop's bar (refreshed after every generation). */
export function PointsBadge() {
  const { t } = useTranslation();
  const signedIn = useAppStore(isSignedIn);
  const viewer = useAppStore(viewerKey);
  const points = useUserPoints(viewer, signedIn);
  if (!signedIn || points.data === undefined || points.data === null) return null;
  return (
    <span className={styles.points} title={t('studio.pointsTitle')} data-testid="ai-points">
      <ThunderboltFilled aria-hidden className={styles.bolt} />
      {t('studio.points', { points: points.data })}
    </span>
  );
}
