// The web app's weight and Lighthouse scores, against the built app served by the product
// server with its demo data:
// - per route of the route table, the gzip JavaScript of its first load, from Vite's manifest
//   (entry + the lazy chunks on the way to the page, with their static imports), and what
//   Chromium really loads on a cold first visit (every script response, sized as the server
//   sends it gzip, and as the browser received it);
// - Lighthouse 12 (performance, accessibility, best practices and the main metrics) with
//   Debian's Chromium for /, /login, /worksSquare and /book/reading, mobile (Lighthouse's
//   default: simulated slow 4G and a 4x slower CPU) and desktop presets.
// Needs the built web (npm run build -w @haoduo/web, which npm run bench runs).
import http from 'node:http';
import os from 'node:os';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { apiTeacherSignIn } from '../e2e/support/session';
import { table, writeReport } from './lib/report';
import { startProductServer } from './lib/servers';
import { FIRST_LOAD_LIMIT_BYTES, kb, routeBundles, type TRouteBundle } from './lib/web-bundles';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'];
const SCORE_TARGET = 90;
const LIGHTHOUSE_PAGES = ['/', '/login', '/worksSquare', '/book/reading'];
/** A teacher with one school: the /user shell and /download open for them. */
const TEACHER = { mobile: '13800000002', password: 'Teach1234' };

/** Bytes of a response body as the server sends it to a client accepting only gzip. */
function gzipTransfer(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

interface TLoaded {
  route: TRouteBundle;
  url: string;
  scripts: number;
  gzipBytes: number;
  browserBytes: number;
}

/** A public picture book of the demo data, as the works square links it. */
async function publicBookId(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.goto('/worksSquare');
  const link = page.locator('a[href*="/book/detail?id="]').first();
  await link.waitFor({ timeout: 60_000 });
  const href = (await link.getAttribute('href')) ?? '';
  await page.close();
  const id = Number(new URL(href, 'http://x').searchParams.get('id'));
  if (!id) throw new Error(`no public picture book on /worksSquare (${href})`);
  return id;
}

function withId(url: string, bookId: number): string {
  return /^\/book\/(reading|detail|edit)$/.test(url) ? `${url}?id=${bookId}` : url;
}

async function measureRoutes(baseURL: string, bundles: TRouteBundle[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const probe = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const bookId = await publicBookId(probe);
    const teacher = await apiTeacherSignIn(probe.request, TEACHER.mobile, TEACHER.password);
    await probe.close();
    const sizes = new Map<string, number>();
    const loaded: TLoaded[] = [];
    for (const route of bundles) {
      // A fresh context per route: a cold cache, as on a first visit.
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        viewport: { width: 1366, height: 768 },
      });
      if (route.requiresLogin) {
        await context.addInitScript(
          ({ result }) => {
            localStorage.setItem(
              'appState',
              JSON.stringify({
                state: {
                  token: result.token,
                  accountType: result.accountType,
                  user: result.accountList[0] ?? null,
                  accountList: result.accountList,
                  courseClassList: [],
                  currentCourseClass: null,
                },
                version: 0,
              }),
            );
          },
          { result: teacher },
        );
      }
      const page = await context.newPage();
      const scripts: { url: string; bytes: Promise<number> }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push({
          url: request.url(),
          // A request still finishing as the context closes has no sizes any more.
          bytes: request
            .sizes()
            .then((s) => s.responseBodySize)
            .catch(() => 0),
        });
      });
      const url = withId(route.url, bookId);
      await page.goto(url, { waitUntil: 'load' });
      // Until the page itself has rendered (not the empty main or a loading screen): on a busy
      // machine the entry can run longer than networkidle's 500 ms before it asks for the page.
      await page.waitForFunction(
        () =>
          (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
          !document.querySelector('main:empty, [data-page-loading]'),
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      let gzip = 0;
      let browserBytes = 0;
      for (const script of scripts) {
        if (!sizes.has(script.url)) sizes.set(script.url, await gzipTransfer(script.url));
        gzip += sizes.get(script.url)!;
        browserBytes += await script.bytes;
      }
      loaded.push({ route, url, scripts: scripts.length, gzipBytes: gzip, browserBytes });
      await context.close();
    }
    return { loaded, bookId };
  } finally {
    await browser.close();
  }
}

interface TLighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<'performance' | 'accessibility' | 'best-practices', number>;
  metrics: Record<string, string>;
  failing: string[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function runLighthouse(url: string, preset: 'mobile' | 'desktop', page: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${category}: ${audit.id} (${audit.title})`),
    );
    return {
      page,
      preset,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      metrics: Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '—']),
      ) as Record<string, string>,
      failing,
    } satisfies TLighthouseRow;
  } finally {
    chrome.kill();
  }
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

export async function run(): Promise<string> {
  const bundles = routeBundles();
  const loadBefore = os.loadavg();
  const server = await startProductServer();
  let measured: Awaited<ReturnType<typeof measureRoutes>>;
  const lighthouseRows: TLighthouseRow[] = [];
  try {
    measured = await measureRoutes(server.url, bundles);
    const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',') as (
      'mobile' | 'desktop'
    )[];
    for (const preset of presets) {
      for (const page of LIGHTHOUSE_PAGES) {
        const url = `${server.url}${withId(page, measured.bookId)}`;
        console.log(`  lighthouse ${preset} ${page}`);
        lighthouseRows.push(await runLighthouse(url, preset, page));
      }
    }
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg();

  const largestManifest = Math.max(...bundles.map((b) => b.gzipBytes));
  const largestBrowser = Math.max(...measured.loaded.map((l) => l.gzipBytes));
  const sizeMet =
    largestManifest <= FIRST_LOAD_LIMIT_BYTES && largestBrowser <= FIRST_LOAD_LIMIT_BYTES;
  const scoreMet = (row: TLighthouseRow) =>
    row.scores.performance >= SCORE_TARGET && row.scores.accessibility >= SCORE_TARGET;

  const targets = [
    `- No route's first load over ${kb(FIRST_LOAD_LIMIT_BYTES)} of gzip JavaScript: ` +
      `${verdict(sizeMet)} (largest ${kb(largestManifest)} by the manifest, ` +
      `${kb(largestBrowser)} as loaded in Chromium).`,
    ...lighthouseRows.map(
      (row) =>
        `- Lighthouse ${row.preset} ${row.page}: performance ${row.scores.performance}, ` +
        `accessibility ${row.scores.accessibility} (target ${SCORE_TARGET} each): ${verdict(scoreMet(row))}.`,
    ),
  ];

  const sizeRows = bundles.map((bundle) => {
    const loaded = measured.loaded.find((l) => l.route === bundle)!;
    return [
      `\`${loaded.url}\``,
      bundle.requiresLogin ? 'teacher' : 'visitor',
      bundle.files.length,
      kb(bundle.gzipBytes),
      loaded.scripts,
      kb(loaded.gzipBytes),
      kb(loaded.browserBytes),
      bundle.gzipBytes <= FIRST_LOAD_LIMIT_BYTES && loaded.gzipBytes <= FIRST_LOAD_LIMIT_BYTES
        ? 'yes'
        : '**no**',
    ];
  });

  const failing = lighthouseRows
    .filter((row) => row.failing.length > 0)
    .map((row) => `- ${row.preset} \`${row.page}\`: ${row.failing.join('; ')}`);

  return writeReport('frontend', 'Front end: JavaScript per route and Lighthouse', [
    `Load average before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ` +
      `${loadAfter.map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min; the machine is shared).`,
    '',
    '## Targets (issue 8)',
    '',
    ...targets,
    '',
    '## JavaScript of each route on first load (gzip)',
    '',
    'Manifest: the entry and the lazy chunks on the way to the page with their static imports ' +
      '(what `npm run check:web-size` guards). Chromium: every script a cold first visit loads, ' +
      'including chunks the page imports while rendering, sized as the server sends them gzip; ' +
      '"received" is what the browser got (the server prefers brotli). Signed-in routes are ' +
      `opened as teacher 李老师; book pages with the public picture book ${measured.bookId}.`,
    '',
    table(
      ['route', 'as', 'files', 'manifest gzip', 'scripts', 'Chromium gzip', 'received', '≤ 250 KB'],
      sizeRows,
    ),
    '',
    '## Lighthouse 12 (Debian Chromium, headless)',
    '',
    "Mobile is Lighthouse's default (Moto G power, simulated slow 4G, CPU ×4); desktop its " +
      "desktop preset. Scores move by a few points with the machine's load.",
    '',
    table(
      ['page', 'preset', 'performance', 'accessibility', 'best practices', ...METRICS],
      lighthouseRows.map((row) => [
        `\`${row.page}\``,
        row.preset,
        row.scores.performance,
        row.scores.accessibility,
        row.scores['best-practices'],
        ...METRICS.map((id) => row.metrics[id] ?? '—'),
      ]),
    ),
    '',
    '### Accessibility and best-practice audits not passed',
    '',
    ...(failing.length > 0 ? failing : ['None.']),
  ]);
}
