import { ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelatedWorks, WorkFrame, WorkHeading } from '../../../features/works';
import styles from './book-detail-page.module.css';

/** /book/detail?id=: cover, intro, author and school, likes, related works, share link. */
export default function BookDetailPage() {
  const { t } = useTranslation();
  return (
    <WorkFrame>
      {(work) => (
        <>
          <WorkHeading work={work} />
          <div className={styles.body}>
            <Link to={`/book/reading?id=${work.id}`} className={styles.cover}>
              {work.worksCoverPic ? (
                <img src={work.worksCoverPic} alt={work.worksName} />
              ) : (
                <span className={styles.coverName}>{work.worksName}</span>
              )}
            </Link>
            <div className={styles.info}>
              <h2 className={styles.label}>{t('works.detail.intro')}</h2>
              <p className={styles.intro}>{work.worksIntro || t('works.detail.noIntro')}</p>
              {work.copiedFrom ? (
                <p className={styles.note}>
                  {t('works.detail.copiedFrom', { name: work.copiedFrom.worksName })}
                </p>
              ) : null}
              {work.copyCount > 0 ? (
                <p className={styles.note}>
                  {t('works.detail.copyCount', { count: work.copyCount })}
                </p>
              ) : null}
              {work.publishedAt ? (
                <p className={styles.note}>
                  {t('works.detail.publishedAt', {
                    time: dayjs(work.publishedAt).format('YYYY-MM-DD'),
                  })}
                </p>
              ) : null}
              <Link to={`/book/reading?id=${work.id}`}>
                <Button type="primary" size="large" icon={<ReadOutlined />}>
                  {t('works.detail.read')}
                </Button>
              </Link>
            </div>
          </div>
          <RelatedWorks id={work.id} />
        </>
      )}
    </WorkFrame>
  );
}
