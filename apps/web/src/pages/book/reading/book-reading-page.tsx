import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookReader, readerPages, WorkFrame } from '../../../features/works';
import styles from './book-reading-page.module.css';

/** /book/reading?id=: the page-turning reader. */
export default function BookReadingPage() {
  const { t } = useTranslation();
  return (
    <WorkFrame>
      {(work) => (
        <div className={styles.page}>
          <div className={styles.head}>
            <h1 className={styles.title}>{work.worksName}</h1>
            <Link to={`/book/detail?id=${work.id}`}>
              <Button size="large">{t('works.reader.toDetail')}</Button>
            </Link>
          </div>
          <BookReader
            pages={readerPages(work)}
            title={work.worksName}
            author={work.worksAuthor}
            coverCenter={work.coverCenter}
          />
        </div>
      )}
    </WorkFrame>
  );
}
