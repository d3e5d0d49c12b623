import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../shared/navigation/paths';
import { isSignedIn, useAppStore } from '../../shared/stores/app-store';
import { HeroArt } from './hero-art';
import styles from './home-page.module.css';

export function HeroSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAppStore(isSignedIn);
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <span className={styles.heroBadge}>{t('app.slogan')}</span>
          <h1 className={styles.heroTitle}>{t('home.heroTitle')}</h1>
          <p className={styles.heroSubtitle}>{t('home.heroSubtitle')}</p>
          <div className={styles.heroActions}>
            <Button
              type="primary"
              size="large"
              onClick={() => navigate(signedIn ? Paths.CREATION_CENTER : Paths.LOGIN)}
            >
              {t('home.heroPrimary')} <ArrowRightOutlined aria-hidden />
            </Button>
            <Button size="large" onClick={() => navigate(Paths.AI_TOOLS)}>
              {t('home.heroSecondary')}
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
