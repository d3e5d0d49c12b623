import type { QueryClient } from '@tanstack/react-query';
import { prefetchCompetitionCenter, prefetchHomeCompetitions } from '../features/competition';
import { prefetchGallery, prefetchRecommendedWorks, prefetchWork } from '../features/works';
import { parseLoginType } from '../pages/login/login-type';
import { LoginType } from '../shared/navigation/paths';

/** A page the server renders to HTML for a visitor, and the data it shows first. */
export interface TServerPage {
  /** The page's module as the build's manifest names it (its styles and scripts go with the HTML). */
  source: string;
  /** The lazily loaded layouts it is shown in, as the manifest names them (their styles too). */
  layouts?: readonly string[];
  prefetch: (client: QueryClient, params: URLSearchParams) => Promise<unknown>;
  /** Whether the page is rendered for this query (all of them when absent). */
  renders?: (params: URLSearchParams) => boolean;
}

const none = async () => undefined;

/** The public pages' header and footer, loaded beside the page (app/router/routes.tsx). */
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';

/**
 * The pages a visitor arrives on, rendered on the server so they paint before the
 * application's scripts have loaded (fast first paint on a slow phone). Every other
 * address gets the application's page and renders in the browser.
 */
export const SERVER_PAGES: Readonly<Record<string, TServerPage>> = {
  '/': {
    source: 'src/pages/home/home-page.tsx',
    layouts: [PUBLIC_LAYOUT],
    prefetch: (client) =>
      Promise.all([prefetchRecommendedWorks(client), prefetchHomeCompetitions(client)]),
  },
  // Its first tab, 我是学生, is in the page's own code. The other tabs (and account
  // creation from a class code) load their panels' code when shown: a pupil's first tap on
  // a panel still loading could be lost (a radio's change is not replayed), so the browser
  // renders those.
  '/login': {
    source: 'src/pages/login/login-page.tsx',
    prefetch: none,
    renders: (params) =>
      parseLoginType(params.get('type')) === LoginType.STUDENT && !params.has('classCode'),
  },
  '/worksSquare': {
    source: 'src/pages/works-square/works-square-page.tsx',
    layouts: [PUBLIC_LAYOUT],
    prefetch: prefetchGallery,
  },
  '/competitionCenter': {
    source: 'src/pages/competition-center/competition-center-page.tsx',
    layouts: [PUBLIC_LAYOUT],
    prefetch: prefetchCompetitionCenter,
  },
  '/book/reading': {
    source: 'src/pages/book/reading/book-reading-page.tsx',
    layouts: [PUBLIC_LAYOUT],
    prefetch: prefetchWork,
  },
};
