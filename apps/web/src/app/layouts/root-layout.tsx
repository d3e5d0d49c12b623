import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isSignedIn, useAppStore } from '../../shared/stores/app-store';
import { MaterialNoticeHost } from '../../shared/ui/material-notice-host';

/** Only signed-in accounts have classes to keep in step: load it on demand. */
const ClassSessionSync = lazy(() => import('../../features/classes/lazy-class-session-sync'));

/** Scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const signedIn = useAppStore(isSignedIn);
  return (
    <>
      <ScrollToTop />
      {signedIn ? (
        <Suspense fallback={null}>
          <ClassSessionSync />
        </Suspense>
      ) : null}
      <Outlet />
      <MaterialNoticeHost />
    </>
  );
}
