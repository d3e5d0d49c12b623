import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the top on every route change (app-spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
