import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { usePointsCheck } from '../api/check-points';
import styles from './studio.module.css';

/** What the next generation costs and what is left after, read before the pupil runs it. */
export function CostLine({ ruleType, classId }: { ruleType: number; classId?: number }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const check = usePointsCheck(viewer, ruleType, classId);
  if (!check.data) return null;
  const { cost, remainingAfter, message } = check.data;
  return (
    <div className={styles.cost} data-testid="ai-cost">
      <ThunderboltFilled aria-hidden className={styles.bolt} />
      <span>{t('studio.cost', { cost, after: remainingAfter })}</span>
      {message && <span className={styles.costProblem}>{message}</span>}
    </div>
  );
}
