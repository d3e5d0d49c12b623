import { CompassOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import styles from './not-found-card.module.css';

/** A course or lesson that is not there (never published, taken offline): a way back. */
export function NotFoundCard({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <CompassOutlined aria-hidden className={styles.icon} />
      <h1 className={styles.text}>{text}</h1>
      <Link to={Paths.AI_COURSE} className={styles.link}>
        {t('course.detail.backToList')}
      </Link>
    </div>
  );
}
