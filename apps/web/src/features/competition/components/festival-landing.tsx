import { TrophyOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Empty } from '../../../shared/ui/empty';
import { useCompetitions } from '../api/get-competitions';
import { CompetitionGrid } from './competition-grid';
import styles from './festival-landing.module.css';
import { IntroduceSections } from './introduce-sections';

/** How many competitions a festival page lists. */
export const FESTIVAL_SIZE = 24;

/**
 * The festival's name: what its competitions' names share before the "·" of each contest
 * (2026杭州青少年AI创作节·AI绘画赛), else the leading competition's name.
 */
export function festivalName(names: readonly string[]): string {
  const [first = ''] = names;
  return first.split('·')[0]?.trim() || first;
}

/**
 * A festival's landing page, all from its competitions (released, in sortScore order): the
 * leading competition's banner and introduction stand for the festival, and every
 * competition of it is an entry.
 */
export function FestivalLanding({
  festival,
  fallbackTitle,
}: {
  festival: string;
  fallbackTitle: string;
}) {
  const { t } = useTranslation();
  const competitions = useCompetitions({ festival }, FESTIVAL_SIZE);
  const list = competitions.data?.list ?? [];
  const lead = list[0];
  const title = lead ? festivalName(list.map((c) => c.name)) : fallbackTitle;
  usePageTitle(title);
  if (competitions.isPending) return <Spin className={styles.spin} size="large" />;
  if (!lead) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <Empty className={styles.empty} description={t('competition.festival.empty')} />
      </div>
    );
  }
  const banner = lead.pcBanner || lead.mobileBanner;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        {banner ? (
          <picture>
            {lead.mobileBanner ? (
              <source media="(max-width: 768px)" srcSet={lead.mobileBanner} />
            ) : null}
            <img className={styles.banner} src={banner} alt="" fetchPriority="high" />
          </picture>
        ) : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.sponsor}>{lead.sponsor}</p>
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              icon={<TrophyOutlined aria-hidden />}
              href="#festival-competitions"
            >
              {t('competition.festival.entry')}
            </Button>
          </div>
        </div>
      </header>
      <section className={styles.entries} aria-labelledby="festival-competitions">
        <h2 id="festival-competitions" className={styles.heading}>
          {t('competition.festival.competitions')}
        </h2>
        <CompetitionGrid competitions={list} firstView className={styles.grid} />
      </section>
      <IntroduceSections sections={lead.introduceList} />
    </div>
  );
}
