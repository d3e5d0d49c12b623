import { courseAppEndpoints, createApiClient, type TApiClient } from '@haoduo/contract';
import { accessibilityFindings, expect, test, type Locator, type Page } from './support/axe';
import { solidPng } from './support/png';

async function signInToConsole(page: Page) {
  await page.goto('/console/login');
  await page.getByLabel('登录名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/console\/?$/);
}

async function openArea(page: Page, name: string) {
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** An antd select: open it, then pick the option (typing first when it searches). */
async function pick(page: Page, field: Locator, text: string, search = false) {
  // The last pick's list may still be fading out: wait, so the option clicked is this list's.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await field.click();
  if (search) await field.fill(text);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(text, { exact: false })
    .first()
    .click();
}

async function save(drawer: Locator) {
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(drawer).toBeHidden({ timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function publicClient(page: Page): Promise<TApiClient> {
  const config = await page.evaluate(
    () =>
      (window as { __HAODUO_CONFIG__?: { signSalt: string; tenantCode: string } })
        .__HAODUO_CONFIG__,
  );
  return createApiClient({
    baseUrl: new URL(page.url()).origin,
    signSalt: config!.signSalt,
    tenantCode: config!.tenantCode,
    getSession: () => ({ token: null }),
  });
}

/**
 * Staff write a course in the console (cover, rich text introduction, a lesson with a deep
 * link into AI painting), publish it, give it to a class and place the class's weekly lesson;
 * the course then shows in the public course list.
 */
test('staff write, publish and schedule a course', async ({ page }) => {
  test.setTimeout(300_000);
  const run = `${Date.now() % 100000}`;
  const title = `AI绘画启蒙课${run}`;
  const lesson = `画出我的家乡${run}`;
  const className = `课程实验班${run}`;
  await signInToConsole(page);

  // The course: cover uploaded, grades, hours, tools, rich text introduction.
  await openArea(page, '课程管理');
  await page.getByRole('button', { name: /新建课程/ }).click();
  let drawer = page.getByRole('dialog', { name: '新建课程' });
  await drawer.getByLabel('课程名称').fill(title);
  await drawer
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 180, 90),
    });
  await expect(drawer.getByRole('img', { name: '课程封面' })).toBeVisible({ timeout: 20_000 });
  await drawer.getByLabel('一句话简介').fill('用AI画笔画出身边的世界');
  await pick(page, drawer.getByLabel('最低年级'), '三年级');
  await pick(page, drawer.getByLabel('最高年级'), '六年级');
  await drawer.getByLabel('课时数').fill('8');
  await pick(page, drawer.getByLabel('AI工具'), 'AI绘画');
  await drawer.getByLabel('课程名称').click();
  const introduction = drawer.getByRole('textbox', { name: '课程介绍' });
  await introduction.click();
  await page.keyboard.type('本课程带孩子们认识');
  await drawer.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('AI绘画');
  await expect(introduction.locator('strong')).toHaveText('AI绘画');
  await shot(page, '1-course-form');
  await save(drawer);

  // The new course opens in its editor: a lesson with objectives, a step and a deep link.
  await expect(page).toHaveURL(/\/console\/courses\?course=\d+/);
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: /新增课节/ }).click();
  drawer = page.getByRole('dialog', { name: '新增课节' });
  await drawer.getByLabel('课节名称').fill(lesson);
  await drawer.getByLabel('目标 1', { exact: true }).fill('学会用提示词描述一幅画');
  await drawer.getByRole('button', { name: /添加教学步骤/ }).click();
  await drawer.getByLabel('步骤名称 1', { exact: true }).fill('说说我的家乡');
  await drawer.getByRole('button', { name: /添加AI工具入口/ }).click();
  await pick(page, drawer.getByLabel('AI工具 1', { exact: true }), 'AI绘画');
  await drawer.getByLabel('创作任务 1', { exact: true }).fill('画出我的家乡');
  await drawer.getByLabel('预设提示词 1', { exact: true }).fill('一座有小河和石桥的江南小镇');
  await pick(page, drawer.getByLabel('画面风格'), '水彩');
  await expect(drawer.getByTestId('link-preview')).toContainText('/ai/painting?lesson=');
  await shot(page, '2-lesson-form');
  await save(drawer);
  await expect(page.getByText('AI绘画 · 画出我的家乡')).toBeVisible();

  // Editing the lesson shows the link a pupil opens.
  await page
    .getByRole('button', { name: /^编\s*辑$/ })
    .last()
    .click();
  drawer = page.getByRole('dialog', { name: '编辑课节' });
  const link = drawer.getByTestId('link-preview').getByRole('link');
  await expect(link).toHaveAttribute('href', /\/ai\/painting\?lesson=\d+$/);
  await drawer.getByRole('button', { name: /取\s*消/ }).click();
  await expect(drawer).toBeHidden();
  expect(await accessibilityFindings(page)).toEqual([]);

  // Publish, confirmed.
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('已发布').first()).toBeVisible();
  await shot(page, '3-course-editor');

  // Back in the list: filtered by status and tool, the published course with its lesson count.
  await page.getByRole('button', { name: /返回课程列表/ }).click();
  await pick(page, page.getByLabel('状态'), '已发布');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('已发布')).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await shot(page, '3b-course-list');

  // A class of the demo school follows the course (赵老师: the pupils' journeys count 王老师's classes).
  await openArea(page, '课班管理');
  await page.getByRole('button', { name: /新增课班/ }).click();
  drawer = page.getByRole('dialog', { name: '新增课班' });
  await pick(page, drawer.getByLabel('所属学校'), '好多AI实验小学', true);
  await pick(page, drawer.getByLabel('学期'), '2026秋季学期');
  await drawer.getByLabel('课班名称').fill(className);
  await pick(page, drawer.getByLabel('授课老师'), '赵老师', true);
  await drawer.getByLabel('课班名称').click();
  await pick(page, drawer.getByLabel('课程'), title, true);
  await drawer.getByRole('radio', { name: '开班中' }).check();
  await save(drawer);

  // Its week schedule: a weekly lesson on Monday's first period, taught by 赵老师.
  await openArea(page, '周课表');
  await page.getByLabel('关键词').fill(className);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await shot(page, '4a-week-schedules');
  await page.getByRole('button', { name: className }).or(page.getByText(className)).first().click();
  await expect(page).toHaveURL(/\/console\/week-schedules\?class=\d+/);
  await expect(page.getByText(title)).toBeVisible();
  await page
    .getByRole('button', { name: /添加课次/ })
    .first()
    .click();
  const slot = page.getByRole('dialog', { name: '添加课次' });
  await expect(slot.getByLabel('上课老师')).toBeVisible();
  await slot.getByRole('button', { name: /保\s*存/ }).click();
  await expect(slot).toBeHidden({ timeout: 20_000 });
  const grid = page.getByRole('table', { name: '周课表' });
  await expect(grid.getByText(/08:00-08:40 · 赵老师/)).toBeVisible();
  await expect(page.getByRole('cell', { name: `1. ${lesson}` })).toBeVisible();

  // Dragged to Tuesday's second period: saved, shown there.
  await grid.getByText(/08:00-08:40 · 赵老师/).dragTo(grid.locator('[data-cell="2-2"]'));
  await expect(grid.locator('[data-cell="2-2"]').getByText(/08:00-08:40 · 赵老师/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(grid.locator('[data-cell="1-1"]').getByText(/赵老师/)).toHaveCount(0);
  await shot(page, '4b-week-schedule');

  // The public course list shows the published course.
  const client = await publicClient(page);
  const courses = await client.call(courseAppEndpoints.page, {
    keyword: title,
    currentPage: 1,
    pageSize: 10,
  });
  expect(courses.list.map((course) => course.title)).toContain(title);
  const detail = await client.call(courseAppEndpoints.detail, { id: courses.list[0]!.id });
  expect(detail.lessons.map((l) => l.title)).toEqual([lesson]);
  expect(detail.introduction).toContain('<strong>AI绘画</strong>');
});
