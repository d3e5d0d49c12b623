import type { RouteObject } from 'react-router';
import { UserHome } from '../../pages/user/user-home';
import { RequireLogin } from '../guards/require-login';
import { lazyPage } from './lazy-page';

const toHome = <UserHome />;

/** /user, the user shell: any path it does not know goes to the person's start page. */
export const userRoute: RouteObject = {
  path: 'user',
  element: <RequireLogin>{lazyPage(() => import('../layouts/user-layout'))}</RequireLogin>,
  children: [
    { index: true, element: toHome },
    {
      path: 'my/book',
      element: lazyPage(() => import('../../pages/user/my-book/my-book-page'), ['works']),
    },
    {
      path: 'book/print',
      element: lazyPage(() => import('../../pages/user/book-print/book-print-page'), ['print']),
    },
    {
      path: 'student/list/*',
      element: lazyPage(
        () => import('../../pages/user/student-list/student-list-page'),
        ['manage'],
      ),
    },
    {
      path: 'student/book',
      element: lazyPage(() => import('../../pages/user/student-book/student-book-page'), ['works']),
    },
    { path: '*', element: toHome },
  ],
};
