import type { RouteObject } from 'react-router';
import { RequireLogin } from '../guards/require-login';
import { NOT_FOUND_HANDLE } from './known-path';
import { lazyPage } from './lazy-page';

/** The five top sections and the pages that hang off them, inside the public layout. */
export const sectionRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(() => import('../../pages/home/home-page'), ['works']),
  },
  { path: 'aiTools', element: lazyPage(() => import('../../pages/ai-tools/ai-tools-page')) },
  {
    path: 'aiCourse',
    element: lazyPage(() => import('../../pages/ai-course/ai-course-page'), ['course']),
  },
  {
    path: 'competitionCenter',
    element: lazyPage(
      () => import('../../pages/competition-center/competition-center-page'),
      ['competition'],
    ),
  },
  {
    path: 'worksSquare',
    element: lazyPage(() => import('../../pages/works-square/works-square-page'), ['works']),
  },
  {
    path: 'download',
    element: (
      <RequireLogin>{lazyPage(() => import('../../pages/download/download-page'))}</RequireLogin>
    ),
  },
  {
    path: 'competition',
    children: [
      {
        path: 'introduce',
        element: lazyPage(
          () => import('../../pages/competition/introduce/competition-introduce-page'),
          ['competition'],
        ),
      },
      {
        path: 'detail',
        element: lazyPage(
          () => import('../../pages/competition/detail/competition-detail-page'),
          ['competition'],
        ),
      },
      {
        path: 'hangzhou-festival',
        element: lazyPage(
          () => import('../../pages/competition/hangzhou-festival/hangzhou-festival-page'),
          ['competition'],
        ),
      },
    ],
  },
  {
    path: 'book',
    children: [
      {
        path: 'reading',
        element: lazyPage(() => import('../../pages/book/reading/book-reading-page'), ['works']),
      },
      {
        path: 'detail',
        element: lazyPage(() => import('../../pages/book/detail/book-detail-page'), ['works']),
      },
    ],
  },
  {
    path: 'video/play',
    element: lazyPage(() => import('../../pages/video/play/video-play-page'), ['works']),
  },
  {
    path: 'works/singleImage',
    element: lazyPage(() => import('../../pages/works/single-image/single-image-page'), ['works']),
  },
  {
    path: 'course',
    children: [
      {
        path: 'detail',
        element: lazyPage(() => import('../../pages/course/detail/course-detail-page'), ['course']),
      },
      {
        path: 'lesson',
        element: lazyPage(() => import('../../pages/course/lesson/course-lesson-page'), ['course']),
      },
    ],
  },
  { path: 'device', element: lazyPage(() => import('../../pages/device/device-page')) },
  // The server answers the paths that land here with 404 (known-path.ts).
  {
    path: '*',
    handle: NOT_FOUND_HANDLE,
    element: lazyPage(() => import('../../pages/not-found/not-found-page')),
  },
];
