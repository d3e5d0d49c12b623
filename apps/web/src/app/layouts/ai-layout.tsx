import { lazy, Suspense } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { LaunchWelcome, PointsBadge, StudioToolbar } from '../../features/ai-workshop';
import { LogoMark } from '../../shared/ui/logo';
import styles from './ai-layout.module.css';

/** A teacher's safety alerts' bell (nothing for others), loaded on demand. */
const TeacherAlertBell = lazy(() => import('./header/teacher-alert-bell'));

/** The AI workshop (/ai): its tools as a picture bar on top, the chosen tool under it. */
export default function AiLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to="/ai" className={styles.brand}>
          <LogoMark size={28} />
          <span>{t('ai.workshop')}</span>
        </Link>
        <div className={styles.barEnd}>
          <Suspense fallback={null}>
            <TeacherAlertBell />
          </Suspense>
          <PointsBadge />
          <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
            {t('ai.backHome')}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <StudioToolbar />
        <main className={styles.content}>
          <LaunchWelcome />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
