import { readFile } from 'node:fs/promises';
import { expect, test } from './support/axe';
import { expectCreationCentre, pickUserMenu, signInAsStudent } from './support/login-page';

/** The header menu of a signed-in student and the download centre behind it. */
test.describe('header menu and download centre', () => {
  test('stu001 opens the download centre and downloads the teaching material', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsStudent(page, 'stu001', 'Stud1234');
    await expectCreationCentre(page, '张小明');
    // The header shows the user's AI points as the server counts them.
    await expect(page.getByTitle('AI点数')).toHaveText(/^AI点数 \d+$/);

    await pickUserMenu(page, '张小明', '下载中心');
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByRole('heading', { name: '下载中心', level: 1 })).toBeVisible();
    const browsers = page.getByRole('region', { name: '推荐浏览器' });
    await expect(browsers).toContainText('Google Chrome（Linux 版）');
    await expect(browsers).toContainText('当前系统');

    const materials = page.getByRole('region', { name: '教学资料' });
    await expect(materials).toContainText('AI创作入门教学指南');
    await expect(materials).toContainText('三年级AI创作班');
    const downloadPromise = page.waitForEvent('download');
    await materials.getByRole('link', { name: '下载 AI创作入门教学指南' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('AI创作入门教学指南.pdf');
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // The creation centre entry and the logo.
    await pickUserMenu(page, '张小明', '创作中心');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await page.getByRole('link', { name: '好多AI' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
