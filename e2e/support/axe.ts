import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

// Every journey imports `test` and `expect` from here instead of '@playwright/test' (the rest
// of Playwright's exports pass through unchanged). An automatic fixture checks the pages of
// each test with axe-core after the test has passed and fails it on any serious or critical
// finding, and on headings that skip a level or a page without a level-one heading:
// - every page still open in the test's browser context, as the test left it (dialogs, forms
//   filled, results shown);
// - every other page of the site the test moved to (links, redirects, client-side routes),
//   opened again in a new tab of the same context once the test is done; a path is checked
//   once per worker, so a page many journeys pass through costs one check.
// A test opts out with `test.use({ accessibilityScan: false })`; pages of browser contexts a
// test makes itself are not seen.

export * from '@playwright/test';

/** The impacts that fail a journey, and the rules that fail it whatever axe rates them. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const FAILING_RULES = new Set(['heading-order', 'page-has-heading-one']);

/** WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices (heading order, landmarks). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Paths already checked after a visit in this worker (the final pages are always checked). */
const visitedPathsChecked = new Set<string>();

interface TFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits for the page to settle: loaded, its requests answered, its heading shown (a lazy page
 * shows a loader first), and no finite CSS animation or transition running.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load').catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => undefined);
  await page
    .evaluate(async () => {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
    })
    .catch(() => undefined);
}

/** The failing findings of axe-core on the page as it stands. */
export async function accessibilityFindings(page: Page): Promise<TFinding[]> {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  // Behind an open modal dialog the page is inert and dimmed by the mask: check the dialog.
  const modal = page.locator('[aria-modal="true"]:visible');
  if ((await modal.count()) > 0) builder.include('[aria-modal="true"]');
  const results = await builder.analyze();
  return results.violations
    .filter(
      (violation) => FAILING_IMPACTS.has(violation.impact ?? '') || FAILING_RULES.has(violation.id),
    )
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')}${node.failureSummary ? `: ${firstLine(node)}` : ''}`,
      ),
    }));
}

function firstLine(node: { failureSummary?: string }): string {
  const lines = (node.failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => line && !line.startsWith('Fix ')) ?? '';
}

function describe(url: string, findings: TFinding[]): string {
  const rules = findings.map(
    (finding) =>
      `  [${finding.impact}] ${finding.id}: ${finding.help}\n` +
      finding.targets.map((target) => `      ${target}`).join('\n'),
  );
  return `${url}\n${rules.join('\n')}`;
}

/** Same-origin pages of the site (not the API, not blank or data pages). */
function sitePath(url: string, baseURL: string | undefined): string | undefined {
  if (!baseURL) return undefined;
  const parsed = new URL(url, baseURL);
  if (parsed.origin !== new URL(baseURL).origin) return undefined;
  if (parsed.pathname.startsWith('/api/')) return undefined;
  return parsed.pathname;
}

/** Checks the open pages, then the other pages visited; returns one report per failing page. */
async function checkContext(
  context: BrowserContext,
  visited: Map<string, string>,
  baseURL: string | undefined,
): Promise<string[]> {
  const reports: string[] = [];
  const checked = new Set<string>();
  // axe-core waits on timers: a clock the test paused (page.clock) must run again.
  const page = context.pages().find((candidate) => !candidate.isClosed());
  const fakeClock = await page?.evaluate(() => '__pwClock' in globalThis).catch(() => false);
  if (fakeClock) await context.clock.resume();
  for (const open of context.pages()) {
    if (open.isClosed()) continue;
    const path = sitePath(open.url(), baseURL);
    if (!path) continue;
    checked.add(path);
    visitedPathsChecked.add(path);
    const findings = await accessibilityFindings(open);
    if (findings.length) reports.push(describe(open.url(), findings));
  }
  for (const [path, url] of visited) {
    if (checked.has(path) || visitedPathsChecked.has(path)) continue;
    visitedPathsChecked.add(path);
    const again = await context.newPage();
    try {
      await again.goto(url);
      await again
        .locator('#root[aria-busy="true"]')
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      const findings = await accessibilityFindings(again);
      if (findings.length) reports.push(describe(`${url} (opened again after the test)`, findings));
    } finally {
      await again.close();
    }
  }
  return reports;
}

function passed(testInfo: TestInfo): boolean {
  return testInfo.status === testInfo.expectedStatus && testInfo.expectedStatus === 'passed';
}

export const test = base.extend<{ accessibilityScan: boolean; accessibilityCheck: undefined }>({
  accessibilityScan: [true, { option: true }],
  accessibilityCheck: [
    async ({ context, accessibilityScan, baseURL }, use, testInfo) => {
      const visited = new Map<string, string>();
      const record = (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame()) return;
          const path = sitePath(frame.url(), baseURL);
          if (path && !visited.has(path)) visited.set(path, frame.url());
        });
      context.pages().forEach(record);
      context.on('page', record);
      await use(undefined);
      if (!accessibilityScan || !passed(testInfo)) return;
      const reports = await checkContext(context, visited, baseURL);
      if (reports.length) {
        throw new Error(`axe-core found accessibility problems:\n${reports.join('\n')}`);
      }
    },
    { auto: true, timeout: 120_000 },
  ],
});
