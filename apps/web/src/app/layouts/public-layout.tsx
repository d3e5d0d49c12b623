import { Outlet } from 'react-router';
import { SiteHeader } from './header/site-header';
import styles from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { useTopTabSync } from './use-top-tab-sync';

/** Header, page, footer: the frame of the public pages. */
export function PublicLayout() {
  useTopTabSync();
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
