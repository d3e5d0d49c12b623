import type { TReaderPage } from '../model/reader-pages';
import { cx } from '../../../shared/ui/cx';
import styles from './book-reader.module.css';
import phone from './book-reader-phone.module.css';

interface TReaderPageProps {
  page: TReaderPage;
  title: string;
  author: string;
  coverCenter: boolean;
}

/** One page of the reader; stored text is shown as text, never as HTML. */
export function ReaderPage({ page, title, author, coverCenter }: TReaderPageProps) {
  const style = page.backgroundColor ? { background: page.backgroundColor } : undefined;
  if (page.kind === 'cover') {
    return (
      <div className={styles.cover} style={style}>
        {/* The reader opens on the cover: its picture is the first view's, fetched first. */}
        {page.picUrl ? (
          <img
            className={cx(styles.coverPic, phone.coverPic)}
            src={page.picUrl}
            alt={title}
            fetchPriority="high"
          />
        ) : null}
        <div className={coverCenter ? `${styles.coverText} ${styles.centered}` : styles.coverText}>
          <h2 className={styles.coverTitle}>{title}</h2>
          <p className={styles.coverAuthor}>{author}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page} style={style}>
      {page.picUrl ? (
        <div className={styles.picture}>
          <img src={page.picUrl} alt="" />
        </div>
      ) : null}
      {page.text ? <p className={styles.text}>{page.text}</p> : null}
    </div>
  );
}
