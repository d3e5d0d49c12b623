import { Navigate, type RouteObject } from 'react-router';
import { RequireLogin } from '../guards/require-login';
import { lazyPage } from './lazy-page';

const toMyBook = <Navigate to="/user/my/book" replace />;

/** /user, the user shell: any path it does not know goes to my/book. */
export const userRoute: RouteObject = {
  path: 'user',
  element: <RequireLogin>{lazyPage(() => import('../layouts/user-layout'))}</RequireLogin>,
  children: [
    { index: true, element: toMyBook },
    {
      path: 'my/book',
      element: lazyPage(() => import('../../pages/user/my-book/my-book-page'), ['works']),
    },
    {
      path: 'book/print',
      element: lazyPage(() => import('../../pages/user/book-print/book-print-page')),
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
    { path: '*', element: toMyBook },
  ],
};
