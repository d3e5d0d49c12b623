import { workEndpoints } from '@haoduo/contract';
import { expect, test } from './support/axe';
import { openPage } from './support/page-ready';
import { apiClient, apiStudentSignIn } from './support/session';

const suffix = String(Date.now()).slice(-6);
const TITLE = `会飞的书包${suffix}`;

/**
 * The back office's works review: a pupil submits a work, a staff member approves it in the
 * console (one click), recommends it and raises its score, and it shows in the public
 * gallery and first among the home page's recommended works.
 */
test('a pupil’s work is approved in the console and appears in the gallery', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);

  // stu001 writes a one-page picture book and submits it (the web app's calls).
  const pupil = await apiStudentSignIn(page.request, 'stu001', 'Stud1234');
  const api = await apiClient(page.request, {
    token: pupil.token,
    accountType: pupil.accountType,
    schoolId: pupil.accountList[0]?.schoolId,
  });
  const { id } = await api.call(workEndpoints.addV1, {
    worksName: TITLE,
    worksIntro: '书包长出翅膀，带我去上学。',
    worksPageList: [{ picUrl: null, text: '早上，我的书包忽然长出了一对翅膀。' }],
  });
  await api.call(workEndpoints.updateStatus, { id, status: 1 });

  // Not public yet.
  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  await expect(visitor.getByRole('article', { name: TITLE })).toHaveCount(0);

  // The administrator signs in to the console and opens the review queue.
  await page.goto('/console/login');
  await page.getByLabel('登录名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/console\/?$/);
  await page.getByRole('menuitem', { name: /作品审核/ }).click();
  await expect(page).toHaveURL(/\/console\/works-audit$/);
  await expect(page.getByRole('heading', { name: '作品审核', level: 1 })).toBeVisible();

  const filters = page.getByRole('search', { name: '筛选作品' });
  await filters.getByLabel('作品名称').fill(TITLE);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card.getByText('待审核')).toBeVisible();

  // One click approves it; it leaves the queue of waiting works.
  await card.getByRole('button', { name: /通\s*过/ }).click();
  await expect(page.getByText(`已通过：${TITLE}`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Among the published works: recommend it and give it the top score.
  await filters.getByLabel('作品状态').click();
  await page.getByTitle('已发布').click();
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(card.getByText('已发布')).toBeVisible();
  await card.getByRole('button', { name: `更多操作：${TITLE}` }).click();
  await page.getByRole('menuitem', { name: '推荐' }).click();
  await expect(page.getByText('已推荐')).toBeVisible();
  await expect(card.getByText('推荐', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `更多操作：${TITLE}` }).click();
  await page.getByRole('menuitem', { name: '修改排序分' }).click();
  const score = page.getByRole('dialog');
  await score.getByLabel('排序分').fill('1000000');
  await score.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('排序分已修改')).toBeVisible();

  // The detail drawer shows the review in its making-of.
  await card.getByRole('button', { name: /详\s*情/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '作品内容' });
  await drawer.getByRole('tab', { name: '创作过程' }).click();
  await expect(drawer.getByText('提交审核')).toBeVisible();
  await expect(drawer.getByText('审核', { exact: true })).toBeVisible();

  // Public now: found in the gallery, and first among the home page's recommended works.
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  await expect(visitor.getByRole('article', { name: TITLE })).toBeVisible();
  await openPage(visitor, '/');
  await expect(visitor.getByRole('article', { name: TITLE }).first()).toBeVisible();
});
