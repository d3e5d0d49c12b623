import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

test.describe('AI coding: smart apps (stu001)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('makes a smart app, runs it in a sandboxed frame, and finds it in my works', async ({
    page,
  }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/coding');
    await expect(page.getByRole('heading', { name: 'AI编程' })).toBeVisible();
    await page.getByRole('button', { name: '做一个1分钟的计时器' }).first().click();
    await page.getByRole('button', { name: '开始创作' }).click();

    const frame = page.getByTestId('smart-app-frame');
    await expect(frame).toBeVisible({ timeout: 60_000 });
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The app runs: its document has a body with buttons the pupil can press.
    const app = page.frameLocator('[data-testid="smart-app-frame"]');
    await expect(app.locator('button').first()).toBeVisible();
    // No access to the site's storage from inside the sandbox.
    const storage = await page
      .frames()
      .find((f) => f !== page.mainFrame())!
      .evaluate(() => {
        try {
          return typeof localStorage.getItem('appState');
        } catch {
          return 'blocked';
        }
      });
    expect(storage).toBe('blocked');

    // The app is already in 我的作品 (a private draft), among the apps.
    await expect(page.getByText('已经存到“我的作品”里啦')).toBeVisible();
    await page.getByRole('button', { name: '去我的作品分享' }).click();
    await expect(page).toHaveURL(/\/user\/my\/book\?kind=app$/);
    await expect(page.getByRole('radio', { name: '应用' })).toBeChecked();
  });
});
