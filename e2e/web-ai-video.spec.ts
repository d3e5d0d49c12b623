import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

/** /ai/video from the pupil's own drawing, with a caption. */
test.describe('AI video from my pictures (stu001)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('draws a picture, then makes a clip of it with a caption and plays it', async ({ page }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/painting');
    await expect(page.getByRole('heading', { name: 'AI绘画' })).toBeVisible();
    const drawingPrompt = '一只小狗在草地上追蝴蝶';
    await page.getByLabel('说说你想要什么').fill(drawingPrompt);
    await page.getByRole('button', { name: '开始创作' }).click();
    await expect(page.getByRole('img', { name: drawingPrompt })).toBeVisible({ timeout: 45_000 });

    await page.goto('/ai/video');
    await expect(page.getByRole('heading', { name: 'AI视频' })).toBeVisible();
    const pictures = page.getByRole('region', { name: '用我的画做视频' });
    const mine = pictures.getByRole('button', { name: drawingPrompt }).first();
    await mine.click();
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await pictures.getByLabel('第1张的字幕').fill('小狗追到蝴蝶啦');
    await page.getByText('5 秒', { exact: true }).click();
    await page.getByLabel('说说你想要什么').fill('小狗和蝴蝶的一天');
    await page.getByRole('button', { name: '开始创作' }).click();
    // The wait bar comes into view and stays there while the clip is made.
    await expect(
      page.getByRole('status').filter({ hasText: /排队|AI正在努力创作/ }),
    ).toBeInViewport();

    const video = page.locator('video');
    await expect(video).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('ai-result')).toBeInViewport({ ratio: 0.3 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 })
      .toBeGreaterThan(3);
    // The controls sit under the picture, never over its captions.
    await expect(video).not.toHaveAttribute('controls');
    const play = page.getByRole('button', { name: '播放', exact: true });
    const videoBox = (await video.boundingBox())!;
    expect((await play.boundingBox())!.y).toBeGreaterThanOrEqual(videoBox.y + videoBox.height);
    await play.click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
  });
});
