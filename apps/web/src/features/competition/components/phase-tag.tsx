import type { TCompetitionPhase } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import styles from './phase-tag.module.css';

/** 未开始 / 报名中 / 比赛中 / 评审中 / 已结束 as a coloured pill. */
export function PhaseTag({ phase, className }: { phase: TCompetitionPhase; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.tag, styles[phase], className)} data-phase={phase}>
      {t(`competitionPhase.${phase}`)}
    </span>
  );
}
