import { useTranslation } from 'react-i18next';
import { useRecommendWorks } from '../api/get-recommend-works';
import { WorksGrid } from '../gallery/works-grid';
import styles from './work-heading.module.css';

/** 相关作品: public works like this one (recommend-works). */
export function RelatedWorks({ id }: { id: number }) {
  const { t } = useTranslation();
  const related = useRecommendWorks(id, 4);
  const list = related.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('works.detail.related')}>
      <h2 className={styles.section}>{t('works.detail.related')}</h2>
      <WorksGrid works={list} />
    </section>
  );
}
