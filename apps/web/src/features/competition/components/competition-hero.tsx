import type { TCompetition } from '@haoduo/contract';
import {
  CalendarOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionDate } from '../model/competition-dates';
import styles from './competition-hero.module.css';
import { PhaseTag } from './phase-tag';

interface TCompetitionHeroProps {
  competition: TCompetition;
  /** The buttons under the facts (register, look up, winners). */
  actions?: ReactNode;
}

/** A competition's banner, name (the page's h1), phase and facts. */
export function CompetitionHero({ competition: c, actions }: TCompetitionHeroProps) {
  const { t } = useTranslation();
  const banner = c.pcBanner || c.mobileBanner;
  const facts = [
    {
      key: 'sponsor',
      icon: <FlagOutlined />,
      label: t('competition.page.sponsor'),
      value: c.sponsor,
    },
    {
      key: 'region',
      icon: <EnvironmentOutlined />,
      label: t('competition.page.region'),
      value: c.suitDistrict || t('competition.center.nationwide'),
    },
    {
      key: 'registration',
      icon: <CalendarOutlined />,
      label: t('competition.page.registrationTime'),
      value: `${competitionDate(c.registrationStartTm, true)} - ${competitionDate(c.registrationEndTm, true)}`,
    },
    {
      key: 'competition',
      icon: <TrophyOutlined />,
      label: t('competition.page.competitionTime'),
      value: `${competitionDate(c.competitionStartTm, true)} - ${competitionDate(c.competitionEndTm, true)}`,
    },
  ];
  return (
    <header className={styles.hero}>
      {banner ? (
        <picture className={styles.banner}>
          {c.mobileBanner ? <source media="(max-width: 768px)" srcSet={c.mobileBanner} /> : null}
          <img src={banner} alt="" fetchPriority="high" />
        </picture>
      ) : null}
      <div className={styles.card}>
        {c.coverImg ? <img className={styles.cover} src={c.coverImg} alt="" /> : null}
        <div className={styles.text}>
          <PhaseTag phase={c.phase} />
          <h1 className={styles.title}>{c.name}</h1>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.key} className={styles.fact}>
                <dt>
                  <span aria-hidden className={styles.icon}>
                    {fact.icon}
                  </span>
                  {fact.label}
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </header>
  );
}
