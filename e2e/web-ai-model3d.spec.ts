import { AI_POINT_DEFAULT_COSTS, AiPointRuleType } from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import { signInStudentByApi } from './support/session';

/** The AI points shown in the workshop's bar (AI点数 N). */
async function shownPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('ai-points').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** Share of the canvas's pixels that differ from the viewer's sky colour (#eef6ff). */
async function drawnShare(page: Page): Promise<number> {
  return page.getByTestId('model3d-viewer').evaluate((host) => {
    const canvas = host.querySelector('canvas')!;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const off =
        Math.abs(data[i]! - 0xee) + Math.abs(data[i + 1]! - 0xf6) + Math.abs(data[i + 2]! - 0xff);
      if (off > 40) drawn += 1;
    }
    return drawn / (data.length / 4);
  });
}

test.describe('AI 3D model (stu001)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('makes a 3D model and sees it drawn, with nothing blocked by the page’s policy', async ({
    page,
    request,
  }) => {
    // Every content security policy violation, as the page sees it, and the console's.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (connect|load)/i.test(message.text())) {
        blocked.push(message.text());
      }
    });
    await page.exposeFunction('reportPolicyViolation', (text: string) => blocked.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation(text: string): void })
          .reportPolicyViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });

    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/model3d');
    await expect(page.getByRole('heading', { name: '3D模型', level: 1 })).toBeVisible();
    await expect(page.getByTestId('ai-points')).toBeVisible();
    const before = await shownPoints(page);
    const cost = AI_POINT_DEFAULT_COSTS[AiPointRuleType.THREE_D];

    // The kept work is named by the prompt: one of its own, whatever earlier runs made.
    const prompt = `一棵大树旁边有一座小房子（${Date.now() % 100_000}）`;
    await page.getByLabel('说说你想要什么').fill(prompt);
    const model = page.waitForResponse((r) => /\/api\/ai-files\/.+\.glb$/.test(r.url()), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: '开始创作' }).click();

    const response = await model;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('model/gltf-binary');
    await expect(page.getByRole('heading', { name: '完成啦！' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('model3d-viewer')).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByRole('img', { name: '可以转动的3D模型' })).toBeVisible();
    await expect(page.getByTestId('model3d-failed')).toHaveCount(0);
    // The scene is drawn: the stage, the tree and the house cover part of the sky.
    await expect.poll(() => drawnShare(page), { timeout: 10_000 }).toBeGreaterThan(0.05);
    await expect.poll(() => shownPoints(page)).toBe(before - cost);
    expect(blocked).toEqual([]);

    // The result is kept in 我的作品 by itself, and its page shows the model too.
    await page.goto('/user/my/book');
    const kinds = page.getByRole('radiogroup', { name: '作品种类' });
    await kinds.getByText('3D', { exact: true }).click();
    const work = page.getByRole('article', { name: prompt });
    await work.getByRole('button', { name: '打开' }).click();
    await expect(page).toHaveURL(/\/works\/singleImage\?id=\d+$/);
    await expect(page.getByRole('heading', { name: prompt })).toBeVisible();
    await expect(page.getByTestId('model3d-viewer')).toHaveAttribute('data-loaded', 'true', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('model3d-failed')).toHaveCount(0);
    await expect.poll(() => drawnShare(page), { timeout: 10_000 }).toBeGreaterThan(0.05);
    expect(blocked).toEqual([]);
    // The file needs no sign-in (its key is the permission): a shared work shows to visitors.
    const anonymous = await request.get(new URL(response.url()).pathname);
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['content-type']).toBe('model/gltf-binary');
  });
});
