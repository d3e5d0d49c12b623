import styles from './book-cover.module.css';

/** A picture book's cover as a small 3D book: the cover turned a little, its spine and pages. */
export function BookCover({
  title,
  coverUrl,
  author,
}: {
  title: string;
  coverUrl: string | null;
  author?: string;
}) {
  return (
    <div className={styles.stage} aria-hidden="true">
      <div className={styles.book}>
        <div className={styles.pages} />
        <div className={styles.spine} />
        <div className={styles.cover}>
          {coverUrl ? <img src={coverUrl} alt="" className={styles.image} loading="lazy" /> : null}
          <div className={styles.label}>
            <span className={styles.title}>{title}</span>
            {author ? <span className={styles.author}>{author}</span> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
