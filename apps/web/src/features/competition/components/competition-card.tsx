import type { TCompetition } from '@haoduo/contract';
import { EnvironmentOutlined, FlagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionDate } from '../model/competition-dates';
import { introducePath } from '../model/competition-links';
import styles from './competition-card.module.css';
import { PhaseTag } from './phase-tag';

type TCardCompetition = Pick<
  TCompetition,
  | 'id'
  | 'name'
  | 'sponsor'
  | 'suitDistrict'
  | 'coverImg'
  | 'phase'
  | 'registrationStartTm'
  | 'registrationEndTm'
  | 'competitionStartTm'
  | 'competitionEndTm'
>;

interface TCompetitionCardProps {
  competition: TCardCompetition;
  /** In the first view: the cover loads at once and first. */
  priority?: boolean;
  /** The heading level of the name (h2 on the home page's section list, h3 in the centre). */
  headingLevel?: 'h2' | 'h3';
}

/** A competition in the centre, on the home page and on a festival page. */
export function CompetitionCard({
  competition: c,
  priority = false,
  headingLevel: Heading = 'h3',
}: TCompetitionCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-label={c.name}>
      <Link to={introducePath(c.id)} className={styles.link} title={t('competition.card.open')}>
        <div className={styles.cover}>
          {c.coverImg ? (
            <img
              src={c.coverImg}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : null}
          <PhaseTag phase={c.phase} className={styles.phase} />
        </div>
        <div className={styles.body}>
          <Heading className={styles.name}>{c.name}</Heading>
          <p className={styles.line}>
            <FlagOutlined aria-hidden />
            <span>{t('competition.card.sponsor', { sponsor: c.sponsor })}</span>
          </p>
          <p className={styles.line}>
            <EnvironmentOutlined aria-hidden />
            <span>
              {t('competition.card.region', {
                region: c.suitDistrict || t('competition.center.nationwide'),
              })}
            </span>
          </p>
          <div className={styles.times}>
            <span>
              {t('competition.card.registration', {
                start: competitionDate(c.registrationStartTm),
                end: competitionDate(c.registrationEndTm),
              })}
            </span>
            <span>
              {t('competition.card.competition', {
                start: competitionDate(c.competitionStartTm),
                end: competitionDate(c.competitionEndTm),
              })}
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
}
