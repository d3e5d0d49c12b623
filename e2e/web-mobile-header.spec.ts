import { expect, test } from './support/axe';
import { openPage } from './support/page-ready';
import { signInStudentByApi } from './support/session';

test.describe('a phone, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('on a phone the header has the logo and a popover menu with the five entries', async ({
    page,
  }) => {
    await page.goto('/aiTools');
    // The desktop header's search box and buttons are not there.
    await expect(page.getByPlaceholder('搜索作品、学校、作者')).toHaveCount(0);

    await page.getByRole('button', { name: '菜单' }).click();
    const menu = page.getByRole('navigation', { name: '菜单' });
    await expect(menu.getByRole('link')).toHaveText([
      '首页',
      'AI工具',
      'AI课程',
      '赛事中心',
      '作品广场',
    ]);
    await expect(menu.getByRole('link', { name: 'AI工具' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await menu.getByRole('link', { name: '赛事中心' }).click();
    await expect(page).toHaveURL(/\/competitionCenter$/);
    await expect(menu).toBeHidden();

    await page.getByRole('banner').getByRole('link', { name: '好多AI', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('Safari on an iPhone, 390 px wide', () => {
  test.use({
    userAgent: SAFARI_IPHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('the header offers 登录, search and 体验AI; search opens its field on a tap', async ({
    page,
  }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(header.getByRole('button', { name: '搜索' })).toBeVisible();
    await expect(header.getByRole('link', { name: '体验AI' })).toBeVisible();
    await expect(header.getByRole('button', { name: '菜单' })).toBeVisible();
    // Everything fits the phone's width.
    const box = await header.getByRole('button', { name: '菜单' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await header.getByRole('button', { name: '搜索' }).tap();
    const field = page.getByPlaceholder('搜索作品、学校、作者');
    await expect(field).toBeFocused();
    await field.fill('小恐龙');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/worksSquare\?keyword=/);

    await header.getByRole('link', { name: '体验AI' }).tap();
    await expect(page).toHaveURL(/\/login\?type=3$/);
  });

  test('no recommended-browser dialog or corner entry: no installer exists for iOS', async ({
    page,
  }) => {
    await signInStudentByApi(page, 'stu002', 'Stud1234');
    await expect(page.getByRole('banner').getByRole('button', { name: '体验AI' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('browserCheck'))).toBeNull();
    await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '推荐浏览器' })).toHaveCount(0);
  });

  test('the picture-book reader fills the screen, with big buttons to turn pages', async ({
    page,
  }) => {
    await openPage(page, '/book/reading?id=1');
    const book = page.locator('[aria-roledescription="book"]');
    await expect(book).toBeVisible();
    const box = (await book.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(390 * 0.9);
    // Pages sized to the phone's screen, not a 4:3 strip.
    expect(box.height).toBeGreaterThanOrEqual(844 * 0.5);
    const counter = page.getByTestId('page-counter');
    await expect(counter).toHaveText(/^1 \//);
    // A big button under the page, on the screen without scrolling, turns it (swiping is
    // covered by the reader's own test).
    const next = page.getByRole('button', { name: '下一页' }).last();
    await expect(next).toBeInViewport();
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await next.tap();
    await expect(counter).toHaveText(/^2 \//);
  });
});
