import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Gallery, galleryFilterOf, gallerySearchOf } from '../../features/works';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './works-square-page.module.css';

/** /worksSquare: the public gallery. */
export default function WorksSquarePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.worksSquare'));
  const [params, setParams] = useSearchParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('nav.worksSquare')}</h1>
      <Gallery
        filter={galleryFilterOf(params)}
        onChange={(next) => setParams(gallerySearchOf(next), { replace: true })}
      />
    </div>
  );
}
