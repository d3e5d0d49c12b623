import { AI_POINT_DEFAULT_COSTS, AiPointRuleType } from '@haoduo/contract';
import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

test.describe('AI music (stu001)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('composes a calm piano piece and plays it', async ({ page }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/music');
    await expect(page.getByRole('heading', { name: 'AI音乐' })).toBeVisible();
    const cost = AI_POINT_DEFAULT_COSTS[AiPointRuleType.MUSIC];
    await expect(page.getByTestId('ai-cost')).toContainText(`这次需要 ${cost} 点`);

    await page.getByRole('button', { name: '安静的夜晚，小星星在眨眼睛' }).first().click();
    await page.getByText('安静', { exact: true }).click();
    await page.getByText('钢琴', { exact: true }).click();
    await page.getByText('15 秒', { exact: true }).click();
    await page.getByRole('button', { name: '开始创作' }).click();

    const audio = page.locator('audio');
    await expect(audio).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 20_000 })
      .toBeGreaterThan(5);
    await audio.evaluate(async (el: HTMLAudioElement) => {
      el.muted = true;
      await el.play();
    });
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The melody is drawn from the MIDI file, and the playhead moves with the music.
    const roll = page.getByTestId('music-roll');
    await expect.poll(() => roll.locator('rect').count()).toBeGreaterThan(10);
    await expect
      .poll(async () => Number(await page.getByTestId('music-playhead').getAttribute('x1')))
      .toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /下载MIDI/ })).toBeVisible();
  });
});
