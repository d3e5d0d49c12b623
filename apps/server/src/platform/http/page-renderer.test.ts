import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDb } from '../db/database';
import { forgetOnWrite } from '../db/read-cache';
import { installStaticApps } from './static-apps';
import type { TApp } from './types';

/*
 * The server's side of rendering pages: a built web app (dist and dist-server) made here,
 * whose renderer answers by path and calls back into the app for its data as the real one
 * does (apps/web/src/server/entry-server.tsx has its own tests).
 */

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>好多AI</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <script src="/app-config.js"></script>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/layouts/site.tsx': {
    file: 'assets/site-abc.js',
    imports: ['_shared.js'],
    css: ['assets/site-abc.css'],
  },
  'src/pages/gallery.tsx': {
    file: 'assets/gallery-abc.js',
    imports: ['_shared.js'],
    css: ['assets/gallery-abc.css'],
  },
  '_shared.js': { file: 'assets/shared-abc.js', css: ['assets/shared-abc.css'] },
};

/** The renderer: what each path does is in globalThis.__pages (set by the tests). */
const RENDERER = `
let transport;
export const serverPagePaths = ['/gallery', '/empty', '/broken', '/slow'];
export function setApiTransport(next) { transport = next; }
export function isKnownPath(pathname) { return !pathname.startsWith('/missing'); }
export async function renderPage(url, options) {
  const calls = (globalThis.__renders ??= []);
  calls.push({ url, mobile: options.mobile });
  const { pathname } = new URL(url, 'http://x');
  if (pathname === '/empty') return null;
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 500));
  const response = await transport('/api/v1/test/works?sign=1', { headers: { 'x-probe': 'yes' } });
  const body = await response.json();
  return {
    html: '<main>' + body.data.names.join(',') + '<img src="/media/cover.webp" alt="" fetchPriority="high"/></main>',
    styles: '<style data-css-hash="antd">.ant-btn{}</style>',
    state: JSON.stringify({ mobile: options.mobile, note: '</script><script>alert(1)</script>' }),
    source: 'src/pages/gallery.tsx',
    layouts: ['src/layouts/site.tsx'],
  };
}
`;

function makeBuild(): { root: string; web: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-pages-'));
  const web = path.join(root, 'dist');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(web, '.vite'));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(web, 'assets', 'index-abc.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(web, 'assets', 'gallery-abc.css'), '.gallery{display:grid}');
  fs.writeFileSync(path.join(web, 'assets', 'shared-abc.css'), '.shared{color:red}');
  fs.writeFileSync(path.join(web, 'assets', 'site-abc.css'), '.site{display:flex}');
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return { root, web };
}

declare global {
  var __renders: { url: string; mobile: boolean }[] | undefined;
}

const build = makeBuild();
const db = {} as TDb;
const app = Fastify({ logger: false }) as unknown as TApp;
const probes: (string | undefined)[] = [];

beforeAll(async () => {
  app.get('/api/v1/test/works', async (request) => {
    probes.push(request.headers['x-probe'] as string | undefined);
    return { code: 200, message: 'success', data: { names: ['小恐龙找朋友', '月亮上的猫'] } };
  });
  await installStaticApps(
    app,
    { web: build.web, console: null },
    { db, browserConfig: { signSalt: 's' }, limits: { timeoutMs: 200, concurrent: 1 } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(build.root, { recursive: true, force: true });
});
beforeEach(() => {
  forgetOnWrite(db);
  globalThis.__renders = [];
});

const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

describe('pages rendered on the server', () => {
  it('puts the page, its styles and its state into the application page', async () => {
    const response = await app.inject({ url: '/gallery?sort=newest', headers: DESKTOP });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('sec-ch-ua-mobile, user-agent, cookie');
    const html = response.body;
    // The data came from the app's own route, in process, with the caller's headers.
    expect(html).toContain('<div id="root" aria-busy="true"><main>小恐龙找朋友,月亮上的猫<img');
    expect(probes.at(-1)).toBe('yes');
    // The LCP image is asked for first, before any script.
    expect(html).toMatch(
      /^<!doctype html>\s*<html lang="zh-CN">\s*<head><link rel="preload" as="image" href="\/media\/cover.webp" fetchpriority="high">/,
    );
    // Ant Design's styles, then the entry's, the lazily loaded layout's (with its imports')
    // and the page's own, inline.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style data-css-hash="antd">.ant-btn{}</style><style data-href="/assets/index-abc.css">body{margin:0}</style>' +
        '<style data-href="/assets/shared-abc.css">.shared{color:red}</style>' +
        '<style data-href="/assets/site-abc.css">.site{display:flex}</style>' +
        '<style data-href="/assets/gallery-abc.css">.gallery{display:grid}</style>',
    );
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    // The state cannot end its element.
    expect(html).toContain(
      '<script type="application/json" id="server-state">{"mobile":false,"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></body>',
    );
    expect(globalThis.__renders).toEqual([{ url: '/gallery?sort=newest', mobile: false }]);
  });

  it('renders the mobile layout for phones, by client hint or user agent', async () => {
    await app.inject({ url: '/gallery', headers: { ...DESKTOP, 'sec-ch-ua-mobile': '?1' } });
    await app.inject({
      url: '/gallery?a=1',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' },
    });
    await app.inject({ url: '/gallery?a=2', headers: { ...DESKTOP, 'sec-ch-ua-mobile': '?0' } });
    expect(globalThis.__renders?.map((call) => call.mobile)).toEqual([true, true, false]);
  });

  it('keeps a rendered page until a write, per address and layout', async () => {
    await app.inject({ url: '/gallery', headers: DESKTOP });
    await app.inject({ url: '/gallery', headers: DESKTOP });
    await app.inject({ url: '/gallery', headers: { ...DESKTOP, 'sec-ch-ua-mobile': '?1' } });
    expect(globalThis.__renders).toHaveLength(2);
    forgetOnWrite(db);
    await app.inject({ url: '/gallery', headers: DESKTOP });
    expect(globalThis.__renders).toHaveLength(3);
  });

  it('sends the application page as it is when a page is not rendered', async () => {
    for (const url of ['/empty', '/broken', '/slow']) {
      const response = await app.inject({ url, headers: DESKTOP });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('sends pages unrendered while its renderers are busy', async () => {
    const slow = app.inject({ url: '/slow?x=1', headers: DESKTOP });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await app.inject({ url: '/gallery?x=1', headers: DESKTOP });
    expect(other.body).toBe(INDEX_HTML); // one render at a time here
    expect((await slow).body).toBe(INDEX_HTML); // over the time limit
    // Not kept unrendered: the next request renders it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await app.inject({ url: '/gallery?x=1', headers: DESKTOP });
    expect(again.body).toContain('<main>小恐龙找朋友');
  });

  it('sends a browser with its own view (signed in, English) the application page', async () => {
    const own = await app.inject({
      url: '/gallery',
      headers: { ...DESKTOP, cookie: 'a=b; haoduo-own-view=1' },
    });
    expect(own.body).toBe(INDEX_HTML);
    expect(globalThis.__renders).toEqual([]);
    const cleared = await app.inject({
      url: '/gallery',
      headers: { ...DESKTOP, cookie: 'haoduo-own-view=' },
    });
    expect(cleared.body).toContain('<main>小恐龙找朋友');
  });

  it('leaves other addresses to the browser', async () => {
    const response = await app.inject({ url: '/aiTools', headers: DESKTOP });
    expect(response.body).toBe(INDEX_HTML);
    expect(globalThis.__renders).toEqual([]);
  });
});

describe('paths the web app does not know', () => {
  it('get the application page with 404, where it shows its not-found page', async () => {
    for (const url of ['/missing', '/missing/deeper?x=1']) {
      const response = await app.inject({ url, headers: DESKTOP });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(INDEX_HTML);
    }
    expect(globalThis.__renders).toEqual([]);
  });

  it('leave known paths at 200, and API misses as the JSON envelope', async () => {
    const known = await app.inject({ url: '/user/xyz', headers: DESKTOP });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(INDEX_HTML);
    const api = await app.inject({ url: '/api/v1/missing', headers: DESKTOP });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: '访问的接口不存在', data: null });
  });
});

describe('without a page renderer in the build', () => {
  it('serves the application page everywhere', async () => {
    const bare = makeBuild();
    fs.rmSync(path.join(bare.root, 'dist-server'), { recursive: true });
    const plain = Fastify({ logger: false }) as unknown as TApp;
    await installStaticApps(plain, { web: bare.web, console: null }, { db, browserConfig: {} });
    await plain.ready();
    try {
      // Without the route table either: an unknown path is left to the browser, as before.
      for (const url of ['/', '/gallery', '/missing']) {
        const response = await plain.inject({ url, headers: DESKTOP });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX_HTML);
      }
    } finally {
      await plain.close();
      fs.rmSync(bare.root, { recursive: true, force: true });
    }
  });
});
