import { Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCheckAlive } from '../../features/auth';
import { useSessionStore } from '../../shared/stores/session-store';
import { PageFallback } from '../../shared/ui/page-fallback';
import { DASHBOARD_PATH, findNavItem } from '../navigation/nav-items';
import { AppHeader } from './app-header';
import styles from './console-layout.module.css';
import { SideNav } from './side-nav';

function usePageTitle(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === DASHBOARD_PATH) return t('nav.dashboard');
  const item = findNavItem(pathname);
  return item ? t(`nav.items.${item.key}`) : t('notFound.subtitle');
}

/** The signed-in shell: side menu, header, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const token = useSessionStore((state) => state.token) ?? '';
  const title = usePageTitle();
  useCheckAlive(token);

  useEffect(() => {
    document.title = `${title} - ${t('app.title')}`;
  }, [title, t]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav collapsed={collapsed} />
      <Layout>
        <AppHeader title={title} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        <Layout.Content className={styles.content}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
