import { expect, test } from './support/axe';
import { openPage } from './support/page-ready';
import { signInStudentByApi } from './support/session';

/** The public header: the five tabs, /home?tab= and the search box. */
test.describe('public navigation', () => {
  test('a visitor moves across the five tabs from the header', async ({ page }) => {
    await openPage(page, '/');
    await expect(page).toHaveTitle('好多AI');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const nav = page.getByRole('navigation', { name: '菜单' });
    const tabs = [
      { name: 'AI工具', path: '/aiTools' },
      { name: 'AI课程', path: '/aiCourse' },
      { name: '赛事中心', path: '/competitionCenter' },
      { name: '作品广场', path: '/worksSquare' },
      { name: '首页', path: '/' },
    ];
    for (const tab of tabs) {
      await nav.getByRole('link', { name: tab.name }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path === '/' ? '' : tab.path}$`));
      await expect(nav.getByRole('link', { name: tab.name })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('/home redirects to / keeping ?tab=', async ({ page }) => {
    await page.goto('/home?tab=2');
    await expect(page).toHaveURL(/\/\?tab=2$/);
    await expect(page.getByRole('heading', { name: '让每个孩子都能用AI创作' })).toBeVisible();
  });

  test('the search box opens the works square with the keyword', async ({ page }) => {
    await openPage(page, '/');
    const search = page.getByPlaceholder('搜索作品、学校、作者');
    await search.fill('春天');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/worksSquare\?keyword=%E6%98%A5%E5%A4%A9$/);
  });

  test('体验AI sends a visitor to the trial sign-in, 登录 to the sign-in page', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: '体验AI' }).click();
    await expect(page).toHaveURL(/\/login\?type=3$/);
    await expect(page.getByRole('tab', { name: '用户体验', selected: true })).toBeVisible();

    await openPage(page, '/');
    await page.getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('AI创作 asks a visitor to sign in and opens the AI studio, in the same tab, for a pupil', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'AI创作' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInStudentByApi(page, 'stu001', 'Stud1234', '/aiTools');
    await expect(page.getByText('当前课班：三年级AI创作班')).toBeVisible();
    await page.getByRole('button', { name: 'AI创作' }).click();
    // The studio, not 我的作品.
    await expect(page).toHaveURL(/\/ai\/painting$/);
    expect(context.pages()).toHaveLength(1);
  });

  test('the download centre needs a signed-in account', async ({ page }) => {
    await page.goto('/download');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer switches the works square to English and back; a fresh load keeps English', async ({
    page,
  }) => {
    await openPage(page, '/worksSquare');
    await expect(page.getByRole('heading', { name: '作品列表' })).toBeVisible();
    // The page's texts load with it: switching reloads them in the new language.
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Works', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();

    // The stored choice: a fresh load brings the page's texts in English.
    await openPage(page, '/worksSquare');
    await expect(page.getByRole('heading', { name: 'Works', exact: true })).toBeVisible();
    await expect(page.getByText('Newest', { exact: true })).toBeVisible();
    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '作品列表' })).toBeVisible();
  });
});
