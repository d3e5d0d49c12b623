import { expect, test } from './support/axe';
import { writeTrainingMedia } from './support/training-media';
import { openLab, sampleCount } from './support/training-lab';

const media = writeTrainingMedia();

test('posture lab: finds the body in the camera, trains two poses, recognises them live and counts repetitions', async ({
  page,
}) => {
  await openLab(page, 'posture');
  await page.getByRole('button', { name: '打开摄像头' }).click();
  // MoveNet finds the person of the test clip.
  await expect(page.getByText('找到你了！蓝色的线是电脑看到的身体。')).toBeVisible({
    timeout: 20_000,
  });

  await page.getByTestId('training-upload-0').setInputFiles(media.armsUp);
  await page.getByTestId('training-upload-1').setInputFiles(media.armsDown);
  await expect.poll(() => sampleCount(page, 1), { timeout: 30_000 }).toBe(6);
  expect(await sampleCount(page, 0)).toBe(6);

  await page.getByRole('button', { name: '开始训练' }).click();
  await expect(page.getByTestId('training-result')).toContainText('训练完成', { timeout: 60_000 });

  // The clip raises and lowers its arms: the live answer follows, and the counter counts.
  const answers = new Set<string>();
  await expect
    .poll(
      async () => {
        answers.add(await page.getByTestId('training-answer').innerText());
        return answers.size;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(2);
  expect([...answers].sort()).toEqual(['模型认为是：举手', '模型认为是：放下手']);
  await expect(page.getByTestId('training-rep-count')).not.toHaveText('0 次', { timeout: 30_000 });

  // A photo: arms up.
  await page.getByTestId('training-test-upload').setInputFiles(media.armsUp[2]!);
  await expect(page.getByTestId('training-answer')).toHaveText('模型认为是：举手');
});
