import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OWN_VIEW_COOKIE } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/database';
import { readCacheForgottenOnWrite } from '../db/read-cache';
import type { TApp } from './types';

/*
 * The pages a visitor arrives on (/, /login, /worksSquare, /book/reading) are rendered on
 * the server, so a phone paints them before the application's scripts have arrived; the
 * browser then hydrates them (apps/web/src/server, apps/web/src/main.tsx). The web app's
 * build brings the renderer (apps/web/dist-server/entry-server.js, beside its dist); without
 * it, or when a page cannot be rendered, the server sends the application's page as it is.
 */

/** The web app's page renderer (apps/web/src/server/entry-server.tsx). */
export interface TWebRenderer {
  serverPagePaths: string[];
  /** Whether the web app's route table knows a path (absent from older builds). */
  isKnownPath?(pathname: string): boolean;
  setApiTransport(
    transport: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
  ): void;
  renderPage(
    url: string,
    options: { mobile: boolean },
  ): Promise<{
    html: string;
    styles: string;
    state: string;
    /** The page's module (a manifest key). */
    source: string;
    /** The lazily loaded layouts it is shown in (manifest keys; absent from older builds). */
    layouts?: string[];
  } | null>;
}

interface TManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface TPageRenderer {
  /** The paths rendered on the server. */
  paths: string[];
  /** The page's HTML, or null to send the application's page. */
  render(request: FastifyRequest): Promise<string | null>;
  /** Whether the web app's route table knows a path (else its not-found page shows). */
  isKnownPath(pathname: string): boolean;
}

export interface TPageRendererLimits {
  /** A render that takes longer is abandoned for the application's page. */
  timeoutMs: number;
  /** Renders under way at once; beyond them a page is sent unrendered (the browser renders it). */
  concurrent: number;
}

const DEFAULT_LIMITS: TPageRendererLimits = { timeoutMs: 3_000, concurrent: 2 };

/**
 * A rendered page is sent again for this long, like the gallery's own pages; any write
 * through this server forgets them all (readCacheForgottenOnWrite).
 */
const KEPT_PAGE_MS = 10_000;
const KEPT_PAGES = 200;
const keptPages = readCacheForgottenOnWrite<string | null>(
  'http.rendered-pages',
  KEPT_PAGE_MS,
  KEPT_PAGES,
);

/** Images the page marks as first to load (its largest paint), preloaded ahead of all else. */
const MAX_PRELOADED_IMAGES = 4;

/** Every renderer is busy: this page goes unrendered (and is not kept so). */
class RenderersBusy extends Error {}

/** The browser shows its own view of the site (signed in, English): OWN_VIEW_COOKIE. */
export function wantsOwnView(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${OWN_VIEW_COOKIE}=1`);
}

/** A phone asks: its client hint, or its user agent where the browser sends none. */
export function isMobileDevice(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

/** JSON inside a script element: nothing in it can end the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`page render over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The CSS files of the given manifest entries and of everything they import, in order. */
function cssOf(manifest: Record<string, TManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  keys.forEach(visit);
  return css;
}

/**
 * The application's index.html made ready for a rendered page. The page's styles come
 * inline, so it paints with the HTML; the entry's stylesheet link goes. So do the module
 * preloads: the scripts that hydrate the page follow the module graph from the entry
 * instead of all starting at once, ahead of the page's images.
 */
function pageTemplate(indexHtml: string, entryCss: Set<string>): string {
  return indexHtml
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (tag, file: string) =>
      entryCss.has(file) ? '' : tag,
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * Loads the renderer beside the web app's dist, or returns null when the build has none.
 * `browserConfig` is what /app-config.js gives the browser: the renderer signs its API
 * calls with it, and they reach this server in process (app.inject), as a visitor's.
 */
export async function loadPageRenderer(
  app: TApp,
  db: TDb,
  webDist: string,
  browserConfig: unknown,
  limits: TPageRendererLimits = DEFAULT_LIMITS,
): Promise<TPageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;

  // The web app's code reads its runtime configuration where the browser has it.
  (globalThis as { __HAODUO_CONFIG__?: unknown }).__HAODUO_CONFIG__ = browserConfig;
  const renderer = (await import(pathToFileURL(entry).href)) as TWebRenderer;
  renderer.setApiTransport(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://server');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });

  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    TManifestChunk
  >;
  const entryCss = cssOf(manifest, ['index.html']);
  const template = pageTemplate(
    fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    new Set(entryCss),
  );
  const cssText = new Map<string, string>();
  const inlineCss = (files: string[]) =>
    files
      .map((file) => {
        let text = cssText.get(file);
        if (text === undefined) {
          text = fs.readFileSync(path.join(webDist, file), 'utf8');
          cssText.set(file, text);
        }
        return `<style data-href="/${file}">${text}</style>`;
      })
      .join('');

  async function renderHtml(url: string, mobile: boolean): Promise<string | null> {
    const page = await withTimeout(renderer.renderPage(url, { mobile }), limits.timeoutMs);
    if (!page) return null;
    const preloads = [...page.html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)]
      .map((tag) => /src="([^"]+)"/.exec(tag[0])?.[1])
      .filter((src): src is string => Boolean(src))
      .slice(0, MAX_PRELOADED_IMAGES)
      .map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`)
      .join('');
    // Ant Design's styles first, as the browser's own come (prepended to head). #root is
    // aria-busy until the browser has hydrated the page (apps/web lazy-page.tsx).
    const styles =
      page.styles +
      inlineCss(cssOf(manifest, ['index.html', ...(page.layouts ?? []), page.source]));
    return template
      .replace('<head>', `<head>${preloads}`)
      .replace('</head>', `${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root" aria-busy="true">${page.html}</div>`)
      .replace(
        '</body>',
        `<script type="application/json" id="server-state">${scriptSafe(page.state)}</script></body>`,
      );
  }

  let underWay = 0;
  return {
    paths: renderer.serverPagePaths,
    isKnownPath(pathname) {
      try {
        return renderer.isKnownPath?.(pathname) ?? true;
      } catch {
        // An address the router cannot read is left to the browser, as before.
        return true;
      }
    },
    async render(request) {
      if (wantsOwnView(request)) return null;
      const mobile = isMobileDevice(request);
      const key = `${mobile ? 'mobile' : 'desktop'} ${request.url}`;
      try {
        return await keptPages.get(db, key, async () => {
          if (underWay >= limits.concurrent) throw new RenderersBusy();
          underWay++;
          try {
            return await renderHtml(request.url, mobile);
          } finally {
            underWay--;
          }
        });
      } catch (error) {
        if (!(error instanceof RenderersBusy)) {
          request.log.warn({ err: error, url: request.url }, 'page not rendered on the server');
        }
        return null;
      }
    },
  };
}
