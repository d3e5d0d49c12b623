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
  /** Opened with a session (a route behind sign-in, or one that sent a visitor to it). */
  signedIn: boolean;
  /** The page's scripts: the route's chunks and what it imports while rendering. */
  scripts: number;
  gzipBytes: number;
  browserBytes: number;
  /** Scripts of web workers the page starts (the training labs' TensorFlow.js). */
  workerGzip: number;
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
    /** Every script a cold first visit loads, split into the page's and its workers'. */
    const visit = async (route: TRouteBundle, signedIn: boolean) => {
      // A fresh context per route: a cold cache, as on a first visit.
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        viewport: { width: 1366, height: 768 },
      });
      if (signedIn) {
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
      const workers = new Set<string>();
      page.on('worker', (worker) => workers.add(worker.url()));
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
      const landed = new URL(page.url()).pathname;
      let gzip = 0;
      let browserBytes = 0;
      let workerGzip = 0;
      let pageScripts = 0;
      for (const script of scripts) {
        if (!sizes.has(script.url)) sizes.set(script.url, await gzipTransfer(script.url));
        if (workers.has(script.url)) {
          workerGzip += sizes.get(script.url)!;
          continue;
        }
        pageScripts += 1;
        gzip += sizes.get(script.url)!;
        browserBytes += await script.bytes;
      }
      await context.close();
      return { landed, scripts: pageScripts, gzipBytes: gzip, browserBytes, workerGzip };
    };
    for (const route of bundles) {
      let signedIn = route.requiresLogin;
      let measured = await visit(route, signedIn);
      // A page that sends a visitor to sign in (the AI studios, on their first call) is
      // measured as the signed-in user it is for, not as the sign-in page it led to.
      if (!signedIn && measured.landed === '/login' && route.url !== '/login') {
        signedIn = true;
        measured = await visit(route, signedIn);
      }
      loaded.push({ route, url: withId(route.url, bookId), signedIn, ...measured });
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
  /** Lighthouse could not measure the page (its scores are then 0). */
  runtimeError?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Lighthouse's own failures (a trace without its navigation start) are retried this often. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouse(
  url: string,
  preset: 'mobile' | 'desktop',
  page: string,
): Promise<TLighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    const row = await runLighthouseOnce(url, preset, page);
    if (!row.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) return row;
    console.log(`  lighthouse ${preset} ${page}: ${row.runtimeError}; again`);
  }
}

async function runLighthouseOnce(url: string, preset: 'mobile' | 'desktop', page: string) {
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
      runtimeError: lhr.runtimeError?.message,
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
  const withWorkers = measured.loaded.filter((l) => l.workerGzip > 0);
  const scoreMet = (row: TLighthouseRow) =>
    row.scores.performance >= SCORE_TARGET && row.scores.accessibility >= SCORE_TARGET;

  const targets = [
    `- No route's first load over ${kb(FIRST_LOAD_LIMIT_BYTES)} of gzip JavaScript: ` +
      `${verdict(sizeMet)} (largest ${kb(largestManifest)} by the manifest, ` +
      `${kb(largestBrowser)} as loaded in Chromium)` +
      (withWorkers.length > 0
        ? `; besides their page, ${withWorkers.map((l) => `\`${l.url}\``).join(', ')} start a ` +
          `web worker of ${kb(Math.max(...withWorkers.map((l) => l.workerGzip)))} (its own thread).`
        : '.'),
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
      loaded.signedIn ? 'teacher' : 'visitor',
      bundle.files.length,
      kb(bundle.gzipBytes),
      loaded.scripts,
      kb(loaded.gzipBytes),
      kb(loaded.browserBytes),
      loaded.workerGzip > 0 ? kb(loaded.workerGzip) : '—',
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
    '## Targets',
    '',
    ...targets,
    '',
    '## JavaScript of each route on first load (gzip)',
    '',
    'Manifest: the entry and the lazy chunks on the way to the page with their static imports ' +
      '(what `npm run check:web-size` guards). Chromium: every script a cold first visit loads, ' +
      'including chunks the page imports while rendering, sized as the server sends them gzip; ' +
      '"received" is what the browser got (the server prefers brotli). Worker: the scripts of ' +
      "web workers the page starts, on their own thread (not counted in the page's). Routes " +
      'behind sign-in, and pages that send a visitor to sign in (the AI studios), are opened ' +
      `as teacher 李老师; book pages with the public picture book ${measured.bookId}.`,
    '',
    table(
      [
        'route',
        'as',
        'files',
        'manifest gzip',
        'scripts',
        'Chromium gzip',
        'received',
        'worker',
        '≤ 250 KB',
      ],
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
