import { ToolTiles } from '../../features/ai-tools';
import { HomeCompetitions } from '../../features/competition';
import { RecommendedWorks } from '../../features/works';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Paths } from '../../shared/navigation/paths';
import { HeroSection } from './hero-section';
import { HomeSection } from './home-section';
import styles from './home-page.module.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Its code loads after the page's (a file of its own, not the feature's index).
const HomeCourses = lazy(() =>
  import('../../features/courses/home-courses').then((m) => ({ default: m.HomeCourses })),
);

/**
 * The landing page: what the platform is for, the eight AI tools, the works, the released
 * competitions and the published courses.
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <div className={styles.page}>
      <HeroSection />
      <div className={styles.sections}>
        <HomeSection
          title={t('home.toolsTitle')}
          subtitle={t('home.toolsSubtitle')}
          moreTo={Paths.AI_TOOLS}
        >
          <ToolTiles />
        </HomeSection>
        <HomeSection title={t('home.worksTitle')} moreTo={Paths.WORKS_SQUARE}>
          <RecommendedWorks empty={t('home.worksEmpty')} />
        </HomeSection>
        <div className={styles.pair}>
          <HomeSection title={t('home.competitionsTitle')} moreTo={Paths.COMPETITION_CENTER}>
            <HomeCompetitions />
          </HomeSection>
          <HomeSection title={t('home.coursesTitle')} moreTo={Paths.AI_COURSE}>
            <Suspense fallback={<div className={styles.coursesPlaceholder} aria-busy="true" />}>
              <HomeCourses />
            </Suspense>
          </HomeSection>
        </div>
      </div>
    </div>
  );
}
