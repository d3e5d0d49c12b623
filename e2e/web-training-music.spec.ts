import { expect, test } from './support/axe';
import { openLab } from './support/training-lab';

test('music lab: teach melodies on the piano, train, compose and hear a melody', async ({
  page,
}) => {
  // Count the notes WebAudio really starts.
  await page.addInitScript(() => {
    const counter = window as unknown as { notesStarted: number };
    counter.notesStarted = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counter.notesStarted++;
      return start.apply(this, args);
    };
  });
  const notesStarted = () =>
    page.evaluate(() => (window as unknown as { notesStarted: number }).notesStarted);

  await openLab(page, 'music');
  await expect(page.getByRole('heading', { name: '音乐训练', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '开始训练' })).toBeDisabled();

  // A melody from the computer keyboard (A S D F G = 1 2 3 4 5) and a click on the piano.
  await page.getByRole('button', { name: '开始录一段旋律' }).click();
  for (const key of ['a', 's', 'd', 'f', 'g', 'f', 'd', 's']) await page.keyboard.press(key);
  await page.getByRole('button', { name: '1 (C4)' }).click();
  await expect(page.getByText('正在录制：弹几个音吧（已弹 9 个）')).toBeVisible();
  expect(await notesStarted()).toBe(9);
  await page.getByRole('button', { name: '录好了，加入训练' }).click();
  await page.getByRole('button', { name: '小星星' }).click();
  await expect(page.getByText('训练用的旋律（2 段）')).toBeVisible();

  await page.getByRole('button', { name: '开始训练' }).click();
  await expect(page.getByText(/训练完成！电脑从 2 段旋律里数了 \d+ 次接龙/)).toBeVisible();
  await expect(page.getByTestId('training-matrix')).toBeVisible();
  // 1 → 2 was taught by the played tune (小星星 never steps from 1 to 2).
  await expect(page.getByRole('cell', { name: /^1 后面接 2：[1-9]\d*%$/ })).toBeVisible();

  const before = await notesStarted();
  await page.getByRole('button', { name: '创作新旋律' }).click();
  const composed = page.getByTestId('training-composed');
  await expect(composed).toHaveAttribute('data-playing', 'true');
  await expect(composed.locator('span').filter({ hasText: /^\S+$/ }).first()).toBeVisible();
  // Every note of the 16-note melody was started in WebAudio.
  expect((await notesStarted()) - before).toBe(16);
  await expect(page.getByText('正在播放…')).toBeVisible();
  await expect(composed).toHaveAttribute('data-playing', 'false', { timeout: 15_000 });
});
