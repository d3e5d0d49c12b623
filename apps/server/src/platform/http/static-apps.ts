import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { Messages } from '@haoduo/contract';
import type { FastifyReply } from 'fastify';
import { errorBody } from './envelope';
import type { TDb } from '../db/database';
import { loadPageRenderer, type TPageRenderer, type TPageRendererLimits } from './page-renderer';
import type { TApp } from './types';

/**
 * Serves the built web app at / and the console at /console/, each with an SPA fallback
 * to its index.html; hashed assets are cached for a year, everything else revalidates.
 * The pages a visitor arrives on are rendered on the server (page-renderer.ts). A path the
 * web app's route table does not know (asked through the same server bundle) gets the same
 * page with status 404: the app shows its not-found page (访问的页面不存在) there.
 */

export function findAppDist(app: 'web' | 'console'): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, 'apps', app, 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = /[\\/]assets[\\/]/.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function sendPage(reply: FastifyReply, html: string | Buffer, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

export async function installStaticApps(
  app: TApp,
  dists: { web: string | null; console: string | null },
  /** Rendering pages on the server (page-renderer.ts): without it, the browser renders all. */
  pages?: { db: TDb; browserConfig: unknown; limits?: TPageRendererLimits },
): Promise<void> {
  const webIndex = dists.web ? fs.readFileSync(path.join(dists.web, 'index.html')) : null;
  const consoleIndex = dists.console
    ? fs.readFileSync(path.join(dists.console, 'index.html'))
    : null;

  let webPages: TPageRenderer | null = null;
  if (dists.web && webIndex) {
    const renderer = pages
      ? await loadPageRenderer(app, pages.db, dists.web, pages.browserConfig, pages.limits)
      : null;
    webPages = renderer;
    for (const url of renderer?.paths ?? []) {
      app.get(
        url,
        { config: { access: 'public' }, schema: { hide: true } },
        async (request, reply) => {
          const html = await renderer!.render(request);
          // The page differs for phones, and for a browser with its own view.
          reply.header('vary', 'sec-ch-ua-mobile, user-agent, cookie');
          return sendPage(reply, html ?? webIndex);
        },
      );
    }
    await app.register(fastifyStatic, {
      root: dists.web,
      prefix: '/',
      index: renderer?.paths.includes('/') ? false : ['index.html'],
      setHeaders: setCacheHeaders,
    });
  }
  if (dists.console) {
    await app.register(fastifyStatic, {
      root: dists.console,
      prefix: '/console/',
      index: ['index.html'],
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/sso') || url === '/app-config.js';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.[a-z0-9]{1,5}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (wantsPage) {
      const pathname = url.split('?')[0] ?? '';
      const isConsole = pathname === '/console' || pathname.startsWith('/console/');
      const html = isConsole ? consoleIndex : webIndex;
      const known = isConsole || (webPages?.isKnownPath(pathname) ?? true);
      if (html) return sendPage(reply, html, known ? 200 : 404);
    }
    return reply
      .status(404)
      .send(errorBody(404, isApi ? Messages.ROUTE_NOT_FOUND : Messages.NOT_FOUND_PAGE));
  });
}
