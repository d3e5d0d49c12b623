import { expect, test, type Page } from './support/axe';
import { signInAsStudent, signInAsTeacherWithPassword } from './support/login-page';
import { signInStudentByApi } from './support/session';
import { closeDialogWith } from './support/dialogs';

/** The eight tiles in order, and which of them read 暂未开通. */
const TILES = [
  '语言大模型',
  '视频大模型',
  '音乐大模型',
  '绘画大模型',
  '3D大模型',
  '智能体',
  'AI工坊',
  'AI硬件',
] as const;

function tiles(page: Page) {
  return page.locator('[data-tool]');
}

function tile(page: Page, title: (typeof TILES)[number]) {
  return tiles(page).filter({ hasText: title });
}

async function expectOpenTiles(page: Page, open: readonly string[]) {
  await expect(tiles(page)).toHaveCount(TILES.length);
  for (const title of TILES) {
    const shown = tile(page, title);
    await expect(shown).toContainText(title);
    if (open.includes(title)) await expect(shown).not.toContainText('暂未开通');
    else await expect(shown).toContainText('暂未开通');
  }
}

/**
 * Clicks a tile that opens our own AI studio: this tab, the tool's page at a short address
 * (the launch ticket travels in the navigation's state), the pupil greeted by the redeemed
 * ticket; then back to the tiles.
 */
async function launchHere(page: Page, title: (typeof TILES)[number], studioPage: string) {
  const from = page.url();
  await tile(page, title).click();
  await page.waitForURL((url) => url.pathname === studioPage);
  await expect(page.getByText(/^欢迎你，/)).toBeVisible();
  // The ticket is not in the address (a reload or a shared link carries nothing).
  await expect.poll(() => new URL(page.url()).search, { message: title }).toBe('');
  expect(page.context().pages(), title).toHaveLength(1);
  await page.goto(from);
  await expect(tiles(page)).toHaveCount(TILES.length);
}

async function chooseSchool(page: Page, school: string) {
  const dialog = page.getByRole('dialog', { name: '选择学校' });
  await dialog.getByText(school).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  // A teacher starts on their classes.
  await expect(page).toHaveURL(/\/user\/student\/list$/);
}

/** The tile access rules for every demo class, against the real server. */
test.describe('AI tool tiles', () => {
  test('a visitor sees every tile; opening one asks to sign in (type 3)', async ({ page }) => {
    await page.goto('/aiTools');
    await expectOpenTiles(page, TILES);
    await tile(page, '绘画大模型').click();
    await expect(page).toHaveURL(/\/login\?type=3$/);
  });

  test('stu001 in 三年级AI创作班 (AI3001): every tile open, each launch works', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAsStudent(page, 'stu001', 'Stud1234');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await page.getByRole('link', { name: 'AI工具' }).click();
    await expect(page.getByText('当前课班：三年级AI创作班')).toBeVisible();
    await expectOpenTiles(page, TILES);

    // Each large-model tile opens its own studio page in this tab (the ticket names the tool).
    const pages = [
      ['绘画大模型', '/ai/painting'],
      ['语言大模型', '/ai/language'],
      ['音乐大模型', '/ai/music'],
      ['视频大模型', '/ai/video'],
      ['3D大模型', '/ai/model3d'],
      // The agent: its ticket opens the studio's agent page.
      ['智能体', '/ai/agent'],
    ] as const;
    for (const [title, pathname] of pages) await launchHere(page, title, pathname);

    // AI hardware: no hardware platform is configured, so it says so (never the painting tool).
    await tile(page, 'AI硬件').click();
    const hardware = page.getByRole('dialog', { name: 'AI硬件' });
    await expect(hardware).toContainText('学校还没有接入AI硬件平台');
    await closeDialogWith(hardware, '我知道了');
    await expect(page).toHaveURL(/\/aiTools$/);

    // AI enlightenment (AI工坊) is /ai in this window.
    await tile(page, 'AI工坊').click();
    await expect(page).toHaveURL(/\/ai\/painting$/);
  });

  test('stu002 in 四年级绘本班 (AI4001): only drawing, and no invitation code', async ({
    page,
  }) => {
    await signInAsStudent(page, 'stu002', 'Stud1234');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await page.goto('/aiTools');
    await expect(page.getByText('当前课班：四年级绘本班')).toBeVisible();
    await expectOpenTiles(page, ['绘画大模型']);

    await tile(page, '绘画大模型').click();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toContainText('课班未查询到邀请码，请联系授课老师处理');
    await closeDialogWith(dialog, '我知道了');

    // A closed tile says so.
    await tile(page, '视频大模型').click();
    await expect(page.getByText('该工具暂未开通，请联系授课老师')).toBeVisible();

    // The home page lists the same tiles with the same rules.
    await page.getByRole('link', { name: '首页' }).first().click();
    await expectOpenTiles(page, ['绘画大模型']);
  });

  test('stu009 in 往期体验班 (OLD001, closed): no tile; asking for AI shows the notice', async ({
    page,
  }) => {
    // The sign-in page refuses a pupil without a valid class, so the session is seeded.
    await signInStudentByApi(page, 'stu009', 'Stud1234', '/aiTools');
    await expect(page.getByText('当前课班：往期体验班')).toBeVisible();
    await expectOpenTiles(page, []);

    await tile(page, '绘画大模型').click();
    const notice = page.getByRole('dialog', { name: '教材未下发' });
    await expect(notice).toBeVisible();
    await closeDialogWith(notice, '我知道了');
  });

  test('王老师 in 好多AI实验小学 picks a class; the closed one is refused', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAsTeacherWithPassword(page, '13800000001', 'Teach1234');
    await chooseSchool(page, '好多AI实验小学');
    await page.goto('/aiTools');
    await expectOpenTiles(page, TILES);

    // Two classes carry drawing: the picker (radio list of class names).
    await tile(page, '绘画大模型').click();
    let picker = page.getByRole('dialog', { name: '选择课班' });
    await expect(picker.getByRole('radio')).toHaveCount(2);
    await expect(picker.getByRole('button', { name: '确定' })).toBeDisabled();
    await picker.getByText('往期体验班').click();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('往期体验班已关闭，不可使用')).toBeVisible();

    await tile(page, '绘画大模型').click();
    picker = page.getByRole('dialog', { name: '选择课班' });
    await picker.getByText('三年级AI创作班').click();
    await picker.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/ai/painting');
    await expect(page.getByText(/^欢迎你，.*（三年级AI创作班）/)).toBeVisible();
    await page.goto('/aiTools');

    // Only one class carries the agent: it opens directly.
    await launchHere(page, '智能体', '/ai/agent');
  });

  test('王老师 in 未来科技中学: the school has closed video, 3D and hardware', async ({ page }) => {
    await signInAsTeacherWithPassword(page, '13800000001', 'Teach1234');
    await chooseSchool(page, '未来科技中学');
    await page.goto('/aiTools');
    // 初一AI社团 carries the agent, language and AI enlightenment.
    await expectOpenTiles(page, ['语言大模型', '智能体', 'AI工坊']);
  });
});
