import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * The browser recommendation of the user shell: browsers other than Chrome and 360 are
 * asked once per browser (browserCheck), the corner entry hides for the session
 * (hideBrowserEntry), and the installers follow the operating system; a phone, with no
 * installer to offer, is left alone.
 */
test.describe('browser recommendation', () => {
  test.describe('Firefox on Windows', () => {
    test.use({ userAgent: FIREFOX_WINDOWS });

    test('asked once, the Windows installers, the corner entry hides for the session', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await signInStudentByApi(page, 'stu001', 'Stud1234');
      const ask = page.getByRole('dialog', { name: '温馨提示' });
      await expect(ask).toContainText('浏览器适配性疑似不佳，推荐下载「官方推荐浏览器」');
      expect(await page.evaluate(() => localStorage.getItem('browserCheck'))).toBe('true');

      await ask.getByRole('button', { name: '下载浏览器' }).click();
      const installers = page.getByRole('dialog', { name: '推荐浏览器下载' });
      await expect(installers).toContainText('Google Chrome（Windows 版）');
      await expect(installers).toContainText('360安全浏览器（Windows 版）');
      await expect(installers).not.toContainText('macOS');
      // 400 px wide (layout width: the opening animation scales it).
      expect(
        await installers.evaluate((el) => (el.closest('.ant-modal') as HTMLElement).offsetWidth),
      ).toBe(400);
      await installers.getByRole('button', { name: '我知道了' }).click();

      // Once per browser: not asked again, but the corner entry stays.
      await page.reload();
      const entry = page.getByRole('complementary', { name: '推荐浏览器' });
      await expect(entry).toBeVisible();
      await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
      await entry.getByRole('button', { name: '推荐浏览器' }).click();
      await expect(page.getByRole('dialog', { name: '推荐浏览器下载' })).toBeVisible();
      await page
        .getByRole('dialog', { name: '推荐浏览器下载' })
        .getByRole('button', { name: '我知道了' })
        .click();

      // Hidden for this session only.
      await entry.getByRole('button', { name: '本次不再显示' }).click();
      await expect(entry).toBeHidden();
      await page.reload();
      await expect(page.locator('aside')).toContainText('张小明');
      await expect(page.getByRole('complementary', { name: '推荐浏览器' })).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('hideBrowserEntry'))).toBe('true');

      const other = await context.newPage();
      await other.goto('/user/my/book');
      await expect(other.getByRole('complementary', { name: '推荐浏览器' })).toBeVisible();
      await expect(other.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
    });
  });

  test.describe('Safari on iPhone', () => {
    test.use({ userAgent: SAFARI_IPHONE, viewport: { width: 375, height: 812 } });

    test('no installer exists for the system: neither the dialog nor the corner entry', async ({
      page,
    }) => {
      await signInStudentByApi(page, 'stu002', 'Stud1234');
      await expect(page.getByText('李小红').first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: '推荐浏览器' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('browserCheck'))).toBeNull();
    });
  });

  test('Chrome is not asked and shows no corner entry', async ({ page }) => {
    await signInStudentByApi(page, 'stu002', 'Stud1234');
    await expect(page.locator('aside')).toContainText('李小红');
    await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '推荐浏览器' })).toHaveCount(0);
  });
});
