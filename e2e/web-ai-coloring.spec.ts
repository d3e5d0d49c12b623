import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

test.describe('AI colouring (stu001)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('colours a line drawing by clicking its regions', async ({ page }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/coloring');
    await expect(page.getByRole('heading', { name: 'AI涂色' })).toBeVisible();
    const run = page.getByRole('button', { name: '开始创作' });
    await expect(run).toBeDisabled();
    // Templates are chosen by their pictures.
    const template = page.getByRole('radio', { name: '花园里的小猫' });
    await expect(
      page.locator('label').filter({ has: template }).locator('img[src$="kitten-garden.webp"]'),
    ).toBeVisible();
    await page.getByText('花园里的小猫', { exact: true }).click();
    await expect(template).toBeChecked();
    await expect(run).toBeEnabled();
    await run.click();

    const canvas = page.getByTestId('coloring-canvas');
    await expect(canvas).toBeVisible({ timeout: 60_000 });
    // Wait until the drawing is on the canvas.
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width))
      .toBeGreaterThan(300);
    await page.getByRole('radio', { name: '#4AB1FF' }).click();
    const pixel = () =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const d = c
          .getContext('2d')!
          .getImageData(Math.floor(c.width * 0.1), Math.floor(c.height * 0.1), 1, 1).data;
        return [d[0], d[1], d[2]];
      });
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width * 0.1, y: box.height * 0.1 } });
    await expect.poll(pixel).toEqual([74, 177, 255]);
    await page.getByRole('button', { name: '重新涂' }).click();
    await expect.poll(pixel).not.toEqual([74, 177, 255]);
  });
});
