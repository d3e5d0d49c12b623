import { GRADE_LABELS, type TCompetition, type TWinner } from '@haoduo/contract';
import { DownloadOutlined, TrophyFilled } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import { useWinners } from '../api/get-competition';
import styles from './winners-panel.module.css';

/** The winners grouped by award, in the order the awards come. */
function byAward(winners: readonly TWinner[]) {
  const groups = new Map<number, { name: string; winners: TWinner[] }>();
  for (const winner of winners) {
    const group = groups.get(winner.awardId) ?? { name: winner.awardName, winners: [] };
    group.winners.push(winner);
    groups.set(winner.awardId, group);
  }
  return [...groups.entries()];
}

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * 获奖名单 once published: the awarded works by award, the pupils' names masked as the server
 * sends them (张*明), and the organiser's file when there is one.
 */
export function WinnersPanel({ competition: c }: { competition: TCompetition }) {
  const { t } = useTranslation();
  const winners = useWinners(c.id, c.winnersPublished);
  if (!c.winnersPublished) {
    return <Empty className={styles.empty} description={t('competition.winners.notYet')} />;
  }
  if (winners.isPending) return <Spin className={styles.spin} />;
  const groups = byAward(winners.data ?? []);
  return (
    <div className={styles.winners}>
      {c.winnersUrl ? (
        <div className={styles.file}>
          <span>{t('competition.winners.fileHint')}</span>
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            href={c.winnersUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('competition.winners.file')}
          </Button>
        </div>
      ) : null}
      {groups.length === 0 && !c.winnersUrl ? (
        <Empty className={styles.empty} description={t('competition.winners.empty')} />
      ) : null}
      {groups.map(([awardId, group], i) => (
        <section key={awardId} className={styles.award} aria-labelledby={`award-${awardId}`}>
          <h2 id={`award-${awardId}`} className={styles.awardName}>
            <TrophyFilled aria-hidden className={styles[MEDALS[i] ?? 'other']} />
            {group.name}
            <span className={styles.count}>
              {t('competition.winners.count', { count: group.winners.length })}
            </span>
          </h2>
          <ul className={styles.list}>
            {group.winners.map((winner) => (
              <li key={winner.worksId} className={styles.winner} data-testid="winner">
                <span className={styles.avatar} aria-hidden>
                  {winner.studentName.slice(0, 1)}
                </span>
                <span className={styles.who}>
                  <strong className={styles.name}>{winner.studentName}</strong>
                  <span className={styles.meta}>
                    {[winner.schoolName, GRADE_LABELS[winner.grade]].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={styles.works}>《{winner.worksName}》</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
