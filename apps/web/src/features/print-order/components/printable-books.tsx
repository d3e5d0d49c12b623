import { formatFen, type TPrintableWork } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { openProof } from '../api/print-api';
import { BookCover } from './book-cover';
import styles from './print.module.css';

/** A pupil's printable books: the cover in 3D, the pre-print checks, proof and order. */
export function PrintableBooks({
  works,
  onOrder,
}: {
  works: TPrintableWork[];
  onOrder: (work: TPrintableWork) => void;
}) {
  const { t } = useTranslation();
  const pageName = (no: number) =>
    no === 0 ? t('print.books.cover') : no === -1 ? t('print.books.backCover') : String(no);
  return (
    <ul className={styles.books}>
      {works.map((work) => {
        const low = work.checks.lowResolutionPages;
        return (
          <li key={work.worksId} className={`${styles.bookCard} print-card`}>
            <BookCover
              title={work.worksName}
              coverUrl={work.coverUrl}
              author={work.worksAuthor ?? undefined}
            />
            <h3 className={styles.bookTitle}>{work.worksName}</h3>
            <p className={styles.meta}>
              {t('print.books.pages', { count: work.pageCount })} ·{' '}
              {t('print.books.price', { price: formatFen(work.unitPriceFen) })}
            </p>
            {low.length > 0 ? (
              <p className={styles.warn} role="note">
                ⚠{' '}
                {t('print.books.lowDpi', { pages: low.map((p) => pageName(p.pageNo)).join('、') })}
              </p>
            ) : work.checks.emptyPages.length > 0 ? (
              <p className={styles.warn} role="note">
                ⚠ {t('print.books.emptyPages', { pages: work.checks.emptyPages.join('、') })}
              </p>
            ) : (
              <p className={styles.ok}>✓ {t('print.books.checksOk')}</p>
            )}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void openProof(work.worksId)}
              >
                {t('print.books.proof')}
              </button>
              {work.openOrderId ? (
                <span className={styles.ordered}>{t('print.books.ordered')}</span>
              ) : (
                <button type="button" className={styles.primary} onClick={() => onOrder(work)}>
                  {t('print.books.order')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
