import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** /ai, the AI workshop: painting is the default. */
export const aiRoute: RouteObject = {
  path: 'ai',
  element: lazyPage(() => import('../layouts/ai-layout')),
  children: [
    { index: true, element: <Navigate to="painting" replace /> },
    {
      path: 'painting',
      element: lazyPage(() => import('../../pages/ai/painting/ai-painting-page')),
    },
    { path: 'coding', element: lazyPage(() => import('../../pages/ai/coding/ai-coding-page')) },
    { path: 'video', element: lazyPage(() => import('../../pages/ai/video/ai-video-page')) },
    { path: 'music', element: lazyPage(() => import('../../pages/ai/music/ai-music-page')) },
    {
      path: 'coloring',
      element: lazyPage(() => import('../../pages/ai/coloring/ai-coloring-page')),
    },
    { path: 'agent', element: lazyPage(() => import('../../pages/ai/agent/ai-agent-page')) },
    {
      path: 'training/image',
      element: lazyPage(() => import('../../pages/ai/training-image/training-image-page')),
    },
    {
      path: 'training/music',
      element: lazyPage(() => import('../../pages/ai/training-music/training-music-page')),
    },
    {
      path: 'training/posture',
      element: lazyPage(() => import('../../pages/ai/training-posture/training-posture-page')),
    },
    { path: '*', element: <Navigate to="/ai/painting" replace /> },
  ],
};
