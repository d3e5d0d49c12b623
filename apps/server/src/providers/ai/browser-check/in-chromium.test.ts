import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMART_APP_KINDS } from '@haoduo/contract';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineApps } from '../offline/apps/offline-apps';
import { createOfflineVideo } from '../offline/video/offline-video';
import { finishAppPage } from '../openai/app-page';

/**
 * The outputs that a browser must run: the WebM clip plays in <video> (duration, frames
 * decode at several times), every kind of smart app runs without errors, and a page written
 * by a chat model runs under its own policy, cut off from the network. Uses Debian's
 * Chromium; skipped where it is not installed.
 */

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PLAYBACK_CHECK = `(async () => {
  const video = document.getElementById('v');
  video.src = URL.createObjectURL(await (await fetch('/clip.webm')).blob());
  await new Promise((resolve, reject) => {
    video.onloadeddata = resolve;
    video.onerror = () => reject(new Error('media error ' + (video.error && video.error.code)));
  });
  const brightness = [];
  for (const t of [0.3, 3.6]) {
    video.currentTime = t;
    await new Promise((resolve) => (video.onseeked = resolve));
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 24;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(video, 0, 0, 32, 24);
    const data = ctx.getImageData(0, 0, 32, 24).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i] + data[i + 1] + data[i + 2];
    brightness.push(sum / (data.length / 4) / 3);
  }
  return { duration: video.duration, width: video.videoWidth, height: video.videoHeight, brightness };
})()`;

describe.skipIf(!existsSync(CHROMIUM))('offline outputs in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let origin = '';
  const files = new Map<string, { body: Buffer | string; type: string }>();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    server = createServer((request, response) => {
      const file = files.get(request.url ?? '') ?? {
        body: '<!doctype html><title>t</title><video id="v" muted></video>',
        type: 'text/html',
      };
      response.writeHead(200, { 'content-type': file.type });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('plays the WebM clip: duration, size, and frames that change over time', async () => {
    const clip = await createOfflineVideo().animate({
      prompt: '早上，小猫在草地上玩。晚上，小猫在看星星。',
      seed: 1,
      seconds: 4,
    });
    files.set('/clip.webm', { body: clip.video, type: 'video/webm' });
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    // Runs in the page (plain JavaScript: the server's types have no DOM).
    const result = (await page.evaluate(PLAYBACK_CHECK)) as {
      duration: number;
      width: number;
      height: number;
      brightness: number[];
    };
    await page.close();
    expect(result.duration).toBeCloseTo(4, 1);
    expect([result.width, result.height]).toEqual([640, 480]);
    // A day scene, then a night scene: both decoded, clearly different.
    expect(result.brightness[0]).toBeGreaterThan(100);
    expect(result.brightness[1]).toBeLessThan(result.brightness[0]! - 40);
  });

  it('runs every kind of smart app without errors, in a sandboxed iframe', async () => {
    const apps = createOfflineApps();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const kind of SMART_APP_KINDS) {
      const { html } = await apps.build({ prompt: '小动物：猫、狗、兔子', seed: 1, kind });
      files.set(`/${kind}.html`, { body: html, type: 'text/html' });
      await page.goto(`${origin}/${kind}.html`);
      expect(await page.locator('button, select, input, canvas, td').count(), kind).toBeGreaterThan(
        0,
      );
      if ((await page.locator('button').count()) > 0) await page.locator('button').first().click();
      await page.waitForTimeout(50);
    }
    // The same page inside a sandboxed iframe (scripts only) as the site shows it.
    files.set('/frame.html', {
      body: `<iframe sandbox="allow-scripts" src="/quiz.html" width="600" height="500"></iframe>`,
      type: 'text/html',
    });
    await page.goto(`${origin}/frame.html`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('#choices button').count()).toBeGreaterThan(1);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("runs a chat model's page with its inline code, but without the network", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const html = finishAppPage(
      `<!doctype html><html><head><title>点点看</title></head><body>
<button id="b" onclick="document.body.dataset.clicked = 'yes'">点我</button>
<script>
fetch('/clip.webm').then(() => { document.body.dataset.net = 'open'; },
  () => { document.body.dataset.net = 'blocked'; });
</script></body></html>`,
      '点点看',
    );
    files.set('/model-app.html', { body: html, type: 'text/html' });
    await page.goto(`${origin}/model-app.html`);
    await page.locator('#b').click();
    await expect.poll(() => page.locator('body').getAttribute('data-net')).toBe('blocked');
    expect(await page.locator('body').getAttribute('data-clicked')).toBe('yes');
    await page.close();
    expect(errors).toEqual([]);
  });
});
