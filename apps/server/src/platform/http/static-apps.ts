import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { Messages } from '@haoduo/contract';
import type { FastifyReply } from 'fastify';
import { errorBody } from './envelope';
import type { TDb } from '../db/database';
import { loadPageRenderer, type TPageRendererLimits } from './page-renderer';
import type { TApp } from './types';

/**
 * Serves the built web app at / and the console at /console/, each with an SPA fallback
 * to its index.html; hashed assets are cached for a year, everything else revalidates.
 * The pages a visitor arrives on are rendered on the server (page-renderer.ts).
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

function sendPage(reply: FastifyReply, html: string | Buffer): FastifyReply {
  return reply
    .status(200)
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

  if (dists.web && webIndex) {
    const renderer = pages
      ? await loadPageRenderer(app, pages.db, dists.web, pages.browserConfig, pages.limits)
      : null;
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
      const html =
        url === '/console' || url.startsWith('/console/') || url.startsWith('/console?')
          ? consoleIndex
          : webIndex;
      if (html) return sendPage(reply, html);
    }
    return reply
      .status(404)
      .send(errorBody(404, isApi ? Messages.ROUTE_NOT_FOUND : Messages.NOT_FOUND_PAGE));
  });
}
