import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { LaunchWelcome, PointsBadge } from '../../features/ai-workshop';
import { cx } from '../../shared/ui/cx';
import { LogoMark } from '../../shared/ui/logo';
import styles from './ai-layout.module.css';

const TOOLS = [
  { path: 'painting', labelKey: 'pages.aiPainting' },
  { path: 'coding', labelKey: 'pages.aiCoding' },
  { path: 'video', labelKey: 'pages.aiVideo' },
  { path: 'music', labelKey: 'pages.aiMusic' },
  { path: 'coloring', labelKey: 'pages.aiColoring' },
  { path: 'agent', labelKey: 'pages.aiAgent' },
  { path: 'language', labelKey: 'studio.tools.language' },
  { path: 'model3d', labelKey: 'studio.tools.model3d' },
] as const;

const TRAINING = [
  { path: 'training/image', labelKey: 'pages.trainingImage' },
  { path: 'training/music', labelKey: 'pages.trainingMusic' },
  { path: 'training/posture', labelKey: 'pages.trainingPosture' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(styles.link, isActive && styles.linkActive);

/** The AI workshop (/ai): its tools on the side, the chosen tool beside them. */
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
          <PointsBadge />
          <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
            {t('ai.backHome')}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.side} aria-label={t('ai.workshop')}>
          {TOOLS.map((tool) => (
            <NavLink key={tool.path} to={tool.path} className={linkClass}>
              {t(tool.labelKey)}
            </NavLink>
          ))}
          <div className={styles.group}>{t('ai.training')}</div>
          {TRAINING.map((tool) => (
            <NavLink key={tool.path} to={tool.path} className={linkClass}>
              {t(tool.labelKey)}
            </NavLink>
          ))}
        </nav>
        <main className={styles.content}>
          <LaunchWelcome />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
