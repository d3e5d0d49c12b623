import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptySimple } from '../../../shared/ui/empty-simple';
import { firstCompetitionsQuery } from '../api/first-competitions';
import { competitionDate } from '../model/competition-dates';
import { introducePath } from '../model/competition-links';
import styles from './home-competitions.module.css';
import { PhaseTag } from './phase-tag';

/** How many competitions the home page lists. */
export const HOME_COMPETITIONS_COUNT = 3;

/**
 * The home page's 赛事活动: the first released competitions as compact rows. Its texts are
 * the shell's (the home page does not load the competition section).
 */
export function HomeCompetitions() {
  const { t } = useTranslation();
  const competitions = useInfiniteQuery(firstCompetitionsQuery(HOME_COMPETITIONS_COUNT));
  const list = competitions.data?.pages[0]?.list ?? [];
  if (competitions.isPending) return <div className={styles.placeholder} aria-busy="true" />;
  if (list.length === 0) {
    return (
      <div className={styles.emptyCard}>
        <EmptySimple description={t('home.competitionsEmpty')} />
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {list.map((c) => (
        <li key={c.id}>
          <Link to={introducePath(c.id)} className={styles.row}>
            <span className={styles.thumb}>
              {c.coverImg ? <img src={c.coverImg} alt="" loading="lazy" /> : null}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{c.name}</span>
              <span className={styles.meta}>
                <PhaseTag phase={c.phase} />
                <span className={styles.time}>
                  {competitionDate(c.registrationStartTm)} - {competitionDate(c.competitionEndTm)}
                </span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
