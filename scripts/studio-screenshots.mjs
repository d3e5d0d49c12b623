// Screenshots of the AI studio pages at 1366 px and 390 px, signed in as the demo pupil
// stu001, for docs/screenshots/. Needs a running server with the demo data and Chromium.
//   node scripts/studio-screenshots.mjs [baseUrl=http://localhost:8080] [outDir=docs/screenshots/after]
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const [base = 'http://localhost:8080', out = 'docs/screenshots/after'] = process.argv.slice(2);
const PAGES = ['painting', 'coloring', 'music', 'video', 'coding', 'agent', 'language', 'model3d'];
/** Pages shot a second time with a result: pick the first example prompt, then create. */
const WITH_RESULT = new Set(['painting', 'music']);
const SIZES = [
  { width: 1366, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

async function signIn(page) {
  await page.goto(`${base}/login`);
  await page.waitForSelector('#root:not([aria-busy="true"])');
  await page.getByLabel('登录名').fill('stu001');
  await page.getByLabel('密码', { exact: true }).fill('Stud1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/user\//, { timeout: 30_000 });
}

async function shootResult(page, file) {
  try {
    await page
      .locator('button')
      .filter({ hasText: /小鸭子|小猫|森林|欢快|春天/ })
      .first()
      .click({ timeout: 3_000 });
    await page
      .getByRole('button', { name: /开始创作/ })
      .first()
      .click({ timeout: 3_000 });
    await page.waitForTimeout(12_000);
    await page.screenshot({ path: file });
  } catch (error) {
    console.log(`${file}: no result (${String(error.message).split('\n')[0]})`);
  }
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const { width, height, isMobile } of SIZES) {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    hasTouch: isMobile,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await signIn(page);
  for (const name of PAGES) {
    await page.goto(`${base}/ai/${name}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1_200);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
    if (WITH_RESULT.has(name)) await shootResult(page, `${out}/${name}-result-${width}.png`);
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
