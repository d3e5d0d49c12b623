import { WORK_TYPE_LABELS, type TWorksCard } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workPath } from '../model/work-links';
import { LikeButton } from './like-button';
import styles from './work-card.module.css';

const typeLabel = (type: number) => WORK_TYPE_LABELS[type as keyof typeof WORK_TYPE_LABELS] ?? '';

/**
 * A work in the gallery, on the home page and among related works. A card in the first view
 * (`priority`) loads its cover at once and first; the others when scrolled near.
 */
export function WorkCard({ work, priority = false }: { work: TWorksCard; priority?: boolean }) {
  const { t } = useTranslation();
  const cover = work.coverThumbUrl ?? work.worksCoverPic;
  return (
    <article className={styles.card} aria-label={work.worksName}>
      <Link to={workPath(work)} className={styles.link} title={t('works.card.open')}>
        <div className={styles.cover}>
          {cover ? (
            <img
              src={cover}
              alt={work.worksName}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : (
            <span className={styles.noCover}>{t('works.card.noCover')}</span>
          )}
          <span className={styles.type}>{typeLabel(work.type)}</span>
        </div>
        <h3 className={styles.name}>{work.worksName}</h3>
      </Link>
      <div className={styles.meta}>
        <div className={styles.who}>
          <span className={styles.author} data-testid="work-author">
            {work.worksAuthor}
          </span>
          {work.schoolName ? <span className={styles.school}>{work.schoolName}</span> : null}
        </div>
        <LikeButton worksId={work.id} likeCount={work.likeCount} />
      </div>
    </article>
  );
}
