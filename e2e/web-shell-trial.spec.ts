import { expect, test, type Locator } from './support/axe';
import { openPage } from './support/page-ready';
import { signInStudentByApi } from './support/session';
import { closeDialogWith } from './support/dialogs';

const press = (target: Locator) => target.evaluate((element: HTMLElement) => element.click());

/**
 * The AI trial button (体验AI): one click per 1000 ms, the first one counts. A visitor goes
 * to /login?type=3; a student without an AI-enabled class gets the material notice.
 */
test.describe('AI trial button', () => {
  test('a burst of clicks on 体验AI counts once', async ({ page }) => {
    await openPage(page, '/');
    const before = await page.evaluate(() => history.length);
    // Three clicks in one go: only the first navigates.
    await page.getByRole('button', { name: '体验AI' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expect(page).toHaveURL(/\/login\?type=3$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test('a student without an AI-enabled class sees the notice, throttled', async ({ page }) => {
    // stu009's only class (往期体验班) is closed: the sign-in page would refuse them.
    await page.clock.install();
    await signInStudentByApi(page, 'stu009', 'Stud1234', '/');
    const trial = page.getByRole('button', { name: '体验AI' });
    const notice = page.getByRole('dialog', { name: '教材未下发' });

    await trial.click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('暂时不能使用AI功能');
    await closeDialogWith(notice, '我知道了');

    // From here the page's clock moves only when told to. Clicks are dispatched directly and
    // the notice is closed with Escape: Playwright's own click waits for animation frames,
    // which a paused clock holds back.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    await press(trial);
    await page.clock.runFor(400);
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(400);
    await expect(notice).toBeHidden();

    // 900 ms after the click that counted: ignored.
    await page.clock.runFor(100);
    await press(trial);
    await page.clock.runFor(50);
    await expect(notice).toBeHidden();

    // 1000 ms and more after it: counts again.
    await page.clock.runFor(100);
    await press(trial);
    await page.clock.runFor(400);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
