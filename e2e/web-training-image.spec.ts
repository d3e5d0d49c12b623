import fs from 'node:fs';
import { expect, test } from './support/axe';
import { writeTrainingMedia } from './support/training-media';
import { category, confidence, holdToRecord, openLab, sampleCount } from './support/training-lab';

const media = writeTrainingMedia();

test('image lab: collect from the camera and from files, train two categories, see predictions, save, export and import', async ({
  page,
}) => {
  await openLab(page, 'image');
  await expect(page.getByRole('heading', { name: '图像训练', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '开始训练' })).toBeDisabled();

  await category(page, 0).getByRole('textbox').fill('小人');
  await category(page, 1).getByRole('textbox').fill('红球');

  // Category 1 from the (fake) camera: hold the button down.
  await page.getByRole('button', { name: '打开摄像头' }).click();
  await expect(page.getByRole('button', { name: '关闭摄像头' })).toBeVisible();
  await holdToRecord(page, 0, 8);
  // Category 2 from picture files.
  await page.getByTestId('training-upload-1').setInputFiles(media.balls);
  await expect.poll(() => sampleCount(page, 1), { timeout: 30_000 }).toBe(6);

  await page.getByRole('button', { name: '开始训练' }).click();
  await expect(page.getByTestId('training-result')).toContainText('训练完成', { timeout: 60_000 });
  await expect(page.getByTestId('training-result')).toContainText('猜对了');

  // Live from the camera: the person, surely.
  await expect(page.getByTestId('training-answer')).toHaveText('模型认为是：小人', {
    timeout: 20_000,
  });
  expect(await confidence(page, '小人')).toBeGreaterThan(80);

  // A picture of a ball: the other category.
  await page.getByTestId('training-test-upload').setInputFiles(media.balls[0]!);
  await expect(page.getByTestId('training-answer')).toHaveText('模型认为是：红球');

  // Save in the browser, reload, open it again: samples and model come back.
  await page.getByRole('textbox', { name: '项目名称' }).fill('小人和红球');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存到这台电脑的浏览器里')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-model="ready"]')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: '打开', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '我保存的项目' });
  await dialog
    .getByRole('listitem')
    .filter({ hasText: '小人和红球' })
    .getByRole('button', { name: '打开' })
    .click();
  await expect(category(page, 0).getByRole('textbox')).toHaveValue('小人');
  expect(await sampleCount(page, 1)).toBe(6);
  await expect(page.getByText('模型已训练好')).toBeVisible();

  // Export the model as a file, start a new project, import the file: it predicts again.
  await page.getByRole('button', { name: /更多/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '导出模型' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('小人和红球.model.json');
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    head: { labels: string[] };
  };
  expect(file.head.labels).toEqual(['小人', '红球']);

  // The whole project as a file, for a classmate or the teacher to merge.
  await page.getByRole('button', { name: /更多/ }).click();
  const projectDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '导出项目' }).click();
  const projectPath = await (await projectDownload).path();

  await page.getByRole('button', { name: '新项目' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(category(page, 0).getByRole('textbox')).toHaveValue('第1类');
  await page.getByTestId('training-import-file').setInputFiles(await download.path());
  await expect(page.getByText('导入成功')).toBeVisible();
  await expect(category(page, 1).getByRole('textbox')).toHaveValue('红球');
  await page.getByTestId('training-test-upload').setInputFiles(media.balls[3]!);
  await expect(page.getByTestId('training-answer')).toHaveText('模型认为是：红球');

  // Class work without a server: merge a classmate's exported project into this one.
  await page.getByTestId('training-merge-files').setInputFiles(projectPath);
  await expect(page.getByText(/合并了 \d+ 个样本/)).toBeVisible();
  expect(await sampleCount(page, 1)).toBe(6);
});

test('image lab: a refused camera says so and the pupil goes on with files', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openLab(page, 'image');
  await page.getByRole('button', { name: '打开摄像头' }).click();
  await expect(page.getByRole('alert')).toContainText('摄像头被拒绝了');
  await expect(page.getByRole('alert')).toContainText('上传图片');
  await expect(category(page, 0).getByRole('button', { name: '按住录制' })).toBeDisabled();
  await page.getByTestId('training-upload-0').setInputFiles(media.armsDown.slice(0, 5));
  await page.getByTestId('training-upload-1').setInputFiles(media.balls.slice(0, 5));
  await expect.poll(() => sampleCount(page, 1), { timeout: 30_000 }).toBe(5);
  await expect(page.getByRole('button', { name: '开始训练' })).toBeEnabled();
});
