// Screenshots of the AI studio pages at 1366 and 390 px, signed in as the pupil stu001: each
// page as it opens and with its result (the agent builder with an avatar chosen), and an
// axe-core check of each page (its serious and critical findings are printed). Against a
// running server with the demo data:
//   node scripts/studio-screenshots.mjs http://localhost:8152 docs/screenshots/after
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const [base = 'http://localhost:8090', out = 'docs/screenshots/after'] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });

/** Makes a result on the page (none for pages without one). */
const RESULTS = {
  painting: async (page) => {
    await page.getByRole('button', { name: '三只小鸭子在池塘里游泳' }).first().click();
    await page.getByRole('radio', { name: '卡通' }).check({ force: true });
    await run(page, 60_000);
  },
  coloring: async (page) => {
    await page.getByRole('radio', { name: '海底世界' }).check({ force: true });
    await run(page, 60_000);
  },
  music: async (page) => {
    await page.getByRole('button', { name: '一首春天去郊游的欢快歌曲' }).first().click();
    await run(page, 90_000);
    await page.locator('audio').evaluate(async (audio) => {
      audio.muted = true;
      await audio.play();
    });
    await page.waitForTimeout(3000);
    await page.locator('audio').evaluate((audio) => audio.pause());
  },
  video: async (page) => {
    await page.getByRole('button', { name: '小火箭从地球飞向月亮' }).first().click();
    await page.getByRole('radio', { name: '5 秒', exact: true }).check({ force: true });
    await run(page, 240_000);
    await page.waitForTimeout(1500);
  },
  coding: async (page) => {
    await page.getByRole('button', { name: '做一个1分钟的计时器' }).first().click();
    await run(page, 60_000);
  },
  agent: async (page) => {
    await page.getByLabel('名字').fill('恐龙博士');
    await page.getByRole('radio', { name: '恐龙' }).click();
    await page.getByRole('radiogroup', { name: '头像' }).scrollIntoViewIfNeeded();
  },
};

async function run(page, timeout) {
  await page.getByRole('button', { name: '开始创作' }).click();
  await page.getByTestId('ai-result').waitFor({ timeout });
  // The result scrolls into view smoothly; the confetti is done within about a second.
  await page.waitForTimeout(1800);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const only = process.env.PAGES?.split(',');
for (const [width, height, mobile] of [
  [1366, 900, false],
  [390, 844, true],
]) {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'zh-CN',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForSelector('#root:not([aria-busy="true"])');
  await page.waitForTimeout(500);
  await page.getByLabel('登录名').fill('stu001');
  await page.getByLabel('密码', { exact: true }).fill('Stud1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/user\//, { timeout: 30_000 });
  for (const name of ['painting', 'coloring', 'music', 'video', 'coding', 'agent']) {
    if (only && !only.includes(name)) continue;
    await page.goto(`${base}/ai/${name}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    // The page as it opens (tool bar, prompt and options), then with its result.
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
    try {
      await RESULTS[name]?.(page);
    } catch (error) {
      console.log(`${name} ${width}: no result (${String(error.message).split('\n')[0]})`);
    }
    // No hover left on whatever is under the last click.
    await page.mouse.move(1, 1);
    const shot = name === 'agent' ? 'avatars' : 'result';
    await page.screenshot({ path: `${out}/${name}-${shot}-${width}.png` });
    const axe = await new AxeBuilder({ page }).analyze();
    for (const v of axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
      console.log(
        `${name} ${width}: ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
    }
  }
  await context.close();
}
await browser.close();
console.log('done', out);
