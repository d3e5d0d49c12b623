import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { isKnownPath as knownToRouter } from '../app/router/known-path';
import { routes } from '../app/router/routes';
import { createQueryClient } from '../shared/api/query-client';
import { SERVER_PAGES } from './server-pages';

/*
 * Server rendering of the pages a visitor arrives on (server-pages.ts). The server
 * (apps/server, platform/http/page-renderer.ts) loads this module's build and calls
 * renderPage; the browser hydrates the HTML (main.tsx). The page is rendered as a visitor
 * sees it in Chinese; the browser renders anew for a signed-in user or another language.
 */

export { setApiTransport } from '../shared/api/transport';

/** The paths the server renders (the rest get the application's page as it is). */
export const serverPagePaths = Object.keys(SERVER_PAGES);

/** Whether the route table knows a path; the server answers the others with 404 and the page. */
export function isKnownPath(pathname: string): boolean {
  return knownToRouter(routes, pathname);
}

/** What the server puts into the application's index.html. */
export interface TRenderedPage {
  /** The markup of #root. */
  html: string;
  /** Ant Design's style elements for the markup. */
  styles: string;
  /** The query cache the page was rendered with (JSON), for the browser's first render. */
  state: string;
  /** The page module (a manifest key) whose styles and scripts the page needs. */
  source: string;
  /** The lazily loaded layouts (manifest keys) the page is in, whose styles it needs too. */
  layouts: string[];
}

export interface TRenderOptions {
  /** Render the mobile layout (the device that asked is a phone). */
  mobile: boolean;
}

/**
 * The HTML of a server-rendered page, or null when the address is not one of them or the
 * page cannot be shown as it is (its data failed, it redirects): the browser renders it.
 * `url` is the path with its query.
 */
export async function renderPage(
  url: string,
  options: TRenderOptions,
): Promise<TRenderedPage | null> {
  const address = new URL(url, 'http://server.local');
  const page = SERVER_PAGES[address.pathname];
  if (!page || page.renders?.(address.searchParams) === false) return null;

  const client = createQueryClient();
  // A call that fails sends the page unrendered at once (the browser tries again).
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  await page.prefetch(client, address.searchParams);
  const queries = client.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success')) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <Providers client={client} serverMobile={options.mobile}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StyleProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part in place: React would move large parts to the end with a script to put
      // them back, and the site's policy allows no inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be left to the browser (a Suspense boundary rendered anew):
  // the whole page is, instead.
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${address.pathname} failed`);
  return {
    html,
    styles: extractStyle(cache),
    state: JSON.stringify({ mobile: options.mobile, queries: dehydrate(client) }),
    source: page.source,
    layouts: [...(page.layouts ?? [])],
  };
}
