import { COMPETITION_PHASES, type TCompetition } from '@haoduo/contract';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { competitionDate } from '../model/competition-dates';
import styles from './phase-timeline.module.css';

type TTimelineCompetition = Pick<
  TCompetition,
  'phase' | 'registrationStartTm' | 'registrationEndTm' | 'competitionStartTm' | 'competitionEndTm'
>;

/**
 * 报名 → 比赛 → 评审 → 公布获奖, with their dates: steps behind the current phase are ticked,
 * the current one is marked 当前阶段.
 */
export function PhaseTimeline({ competition: c }: { competition: TTimelineCompetition }) {
  const { t } = useTranslation();
  // The phase each step stands for (未开始 comes before the first step).
  const current = COMPETITION_PHASES.indexOf(c.phase);
  const steps = [
    {
      key: 'registration',
      at: 1,
      when: `${competitionDate(c.registrationStartTm, true)} - ${competitionDate(c.registrationEndTm, true)}`,
    },
    {
      key: 'competition',
      at: 2,
      when: `${competitionDate(c.competitionStartTm, true)} - ${competitionDate(c.competitionEndTm, true)}`,
    },
    {
      key: 'judging',
      at: 3,
      when: t('competition.timeline.judgingFrom', {
        time: competitionDate(c.competitionEndTm, true),
      }),
    },
    {
      key: 'results',
      at: 4,
      when: t(
        current === 4 ? 'competition.timeline.resultsDone' : 'competition.timeline.resultsHint',
      ),
    },
  ] as const;
  return (
    <section className={styles.timeline} aria-labelledby="competition-timeline">
      <h2 id="competition-timeline" className={styles.heading}>
        {t('competition.timeline.heading')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, i) => {
          const done = current > step.at || (step.at === 4 && current === 4);
          const now = current === step.at && step.at !== 4;
          return (
            <li
              key={step.key}
              className={cx(styles.step, done && styles.done, now && styles.now)}
              aria-current={now ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden>
                {done ? <CheckOutlined /> : i + 1}
              </span>
              <span className={styles.label}>
                {t(`competition.timeline.${step.key}`)}
                {now ? <span className={styles.badge}>{t('competition.timeline.now')}</span> : null}
              </span>
              <span className={styles.when}>{step.when}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
