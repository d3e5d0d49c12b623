import { ToolType } from '@haoduo/contract';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The studio page of each large-model tile (the launch ticket's `subType`, ToolType). */
const STUDIO_PAGE_OF_SUB_TYPE: Record<string, string> = {
  [ToolType.LANGUAGE]: 'language',
  [ToolType.DRAW]: 'painting',
  [ToolType.MUSIC]: 'music',
  [ToolType.VIDEO]: 'video',
  [ToolType.THREE_D]: 'model3d',
};

/**
 * /ai goes on to the tool a tile named (`subType`), painting by default, keeping the rest of
 * the query and the navigation's state (a tile's launch ticket).
 */
function AiIndexRedirect() {
  const { search, state } = useLocation();
  const query = new URLSearchParams(search);
  const pathname = STUDIO_PAGE_OF_SUB_TYPE[query.get('subType') ?? ''] ?? 'painting';
  query.delete('subType');
  const rest = query.toString();
  return <Navigate to={{ pathname, search: rest ? `?${rest}` : '' }} state={state} replace />;
}

/**
 * /ai, the AI workshop: painting is the default. The studio's texts load with each creation
 * tool's page (the training labs need none).
 */
export const aiRoute: RouteObject = {
  path: 'ai',
  element: lazyPage(() => import('../layouts/ai-layout')),
  children: [
    { index: true, element: <AiIndexRedirect /> },
    {
      path: 'painting',
      element: lazyPage(() => import('../../pages/ai/painting/ai-painting-page'), ['studio']),
    },
    {
      path: 'coding',
      element: lazyPage(() => import('../../pages/ai/coding/ai-coding-page'), ['studio']),
    },
    {
      path: 'video',
      element: lazyPage(() => import('../../pages/ai/video/ai-video-page'), ['studio']),
    },
    {
      path: 'music',
      element: lazyPage(() => import('../../pages/ai/music/ai-music-page'), ['studio']),
    },
    {
      path: 'coloring',
      element: lazyPage(() => import('../../pages/ai/coloring/ai-coloring-page'), ['studio']),
    },
    {
      path: 'agent',
      element: lazyPage(() => import('../../pages/ai/agent/ai-agent-page'), ['studio']),
    },
    {
      path: 'language',
      element: lazyPage(() => import('../../pages/ai/language/ai-language-page'), ['studio']),
    },
    {
      path: 'model3d',
      element: lazyPage(() => import('../../pages/ai/model3d/ai-model3d-page'), ['studio']),
    },
    {
      path: 'training/image',
      element: lazyPage(
        () => import('../../pages/ai/training-image/training-image-page'),
        ['training'],
      ),
    },
    {
      path: 'training/music',
      element: lazyPage(
        () => import('../../pages/ai/training-music/training-music-page'),
        ['training', 'trainingMusic'],
      ),
    },
    {
      path: 'training/posture',
      element: lazyPage(
        () => import('../../pages/ai/training-posture/training-posture-page'),
        ['training'],
      ),
    },
    { path: '*', element: <Navigate to="/ai/painting" replace /> },
  ],
};
