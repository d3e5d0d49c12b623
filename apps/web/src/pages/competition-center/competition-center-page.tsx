import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CenterBanners,
  centerFilterOf,
  centerSearchOf,
  CompetitionCenter,
} from '../../features/competition';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './competition-center-page.module.css';

/** /competitionCenter: the banners, then the released competitions by phase and region. */
export default function CompetitionCenterPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.competitionCenter'));
  const [params, setParams] = useSearchParams();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('competition.center.title')}</h1>
        <p className={styles.subtitle}>{t('competition.center.subtitle')}</p>
      </div>
      <CenterBanners />
      <CompetitionCenter
        filter={centerFilterOf(params)}
        onChange={(next) => setParams(centerSearchOf(next), { replace: true })}
      />
    </div>
  );
}
