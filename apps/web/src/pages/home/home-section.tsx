import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home-page.module.css';

interface THomeSectionProps {
  title: string;
  subtitle?: string;
  moreTo: string;
  children: ReactNode;
}

export function HomeSection({ title, subtitle, moreTo, children }: THomeSectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {subtitle ? <p className={styles.sectionSubtitle}>{subtitle}</p> : null}
        </div>
        <Link to={moreTo} className={styles.more}>
          {t('home.viewAll')} <RightOutlined aria-hidden />
        </Link>
      </div>
      {children}
    </section>
  );
}
