import type { RouteObject } from 'react-router';
import { RootLayout } from '../layouts/root-layout';
import { aiRoute } from './ai-routes';
import { HomeRedirect } from './home-redirect';
import { lazyLayout, lazyPage } from './lazy-page';
import { sectionRoutes } from './section-routes';
import { userRoute } from './user-routes';

/** The whole route table of the site. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Rarely shown: loaded only when a page fails, so Result's illustrations stay out of the first load.
    errorElement: lazyPage(() =>
      import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })),
    ),
    children: [
      { path: 'home', element: <HomeRedirect /> },
      { path: 'login', element: lazyPage(() => import('../../pages/login/login-page')) },
      aiRoute,
      userRoute,
      {
        path: 'demo/loadingSpinner',
        element: lazyPage(() => import('../../pages/demo/loading-spinner/loading-spinner-page')),
      },
      // Full-screen editors, without the site header.
      {
        path: 'book/edit',
        element: lazyPage(() => import('../../pages/book/edit/book-edit-page'), ['works']),
      },
      {
        path: 'agent/code',
        element: lazyPage(() => import('../../pages/agent/code/agent-code-page'), ['works']),
      },
      {
        path: '/',
        // The site header and footer: only the public pages have them (not /ai, /user, /login).
        element: lazyLayout(() =>
          import('../layouts/public-layout').then((m) => ({ default: m.PublicLayout })),
        ),
        children: sectionRoutes,
      },
    ],
  },
];
