import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Paths } from '../../../shared/navigation/paths';
import { useCompetition } from '../api/get-competition';
import { CompetitionActions } from './competition-actions';
import { CompetitionHero } from './competition-hero';
import styles from './competition-page.module.css';
import { CompetitionLoading, CompetitionNotFound } from './competition-states';
import { IntroduceSections } from './introduce-sections';
import { PhaseTimeline } from './phase-timeline';

/** /competition/introduce: the competition's banner and facts, its timeline and introduction. */
export function CompetitionIntroduce({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const competition = useCompetition(id);
  usePageTitle(competition.data?.name ?? t('pages.competitionIntroduce'));
  if (id === undefined || competition.isError) return <CompetitionNotFound />;
  if (!competition.data) return <CompetitionLoading />;
  const c = competition.data;
  return (
    <div className={styles.page}>
      <nav className={styles.breadcrumb} aria-label={t('competition.page.breadcrumb')}>
        <Link to={Paths.COMPETITION_CENTER}>{t('nav.competitionCenter')}</Link>
        <RightOutlined aria-hidden />
        <span aria-current="page">{c.name}</span>
      </nav>
      <CompetitionHero competition={c} actions={<CompetitionActions competition={c} />} />
      <PhaseTimeline competition={c} />
      <IntroduceSections sections={c.introduceList} />
    </div>
  );
}
