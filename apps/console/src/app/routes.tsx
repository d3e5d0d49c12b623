import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../shared/permissions';
import { PageFallback } from '../shared/ui/page-fallback';
import { ConsoleLayout } from './layouts/console-layout';
import { AREA_PAGES } from './navigation/area-pages';
import { LOGIN_PATH, NAV_ITEMS, type TNavItem } from './navigation/nav-items';
import { RequireAuth } from './require-auth';

const LoginPage = lazy(() =>
  import('../pages/login/login-page').then((m) => ({ default: m.LoginPage })),
);
const DashboardPage = lazy(() =>
  import('../pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const NotFoundPage = lazy(() =>
  import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** A menu area's page, shown to staff with its permission. */
function areaElement(item: TNavItem) {
  const Page = AREA_PAGES[item.key];
  return (
    <RequirePermission permission={item.permission}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RequirePermission>
  );
}

/** The route tree, without the basename (the browser router adds /console). */
export const routes: RouteObject[] = [
  {
    path: LOGIN_PATH,
    element: (
      <Suspense fallback={<PageFallback />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...NAV_ITEMS.map((item) => ({ path: item.path, element: areaElement(item) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
