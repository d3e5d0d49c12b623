import {
  competitionAppEndpoints,
  createApiClient,
  gb11643CheckChar,
  type TApiClient,
} from '@haoduo/contract';
import { expect, test, type Locator, type Page } from './support/axe';
import { solidPng } from './support/png';

/**
 * The back office's part of a competition: staff create and release it; a pupil registers and
 * submits a work (here through the public calls; the web journey does it on the pages); the
 * staff make themselves judges and score blind; the ranking becomes an award; the winners are
 * published and the public list shows the name masked.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the date pickers take it, `YYYY-MM-DD HH:mm:ss` in the browser's zone. */
function pickerTime(offsetHours: number): string {
  const d = new Date(Date.now() + offsetHours * 3_600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

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

async function pickTime(drawer: Locator, label: string, value: string) {
  const field = drawer.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(value);
  await field.press('Enter');
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

test('staff create, release, judge blind, award and publish a competition', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `控制台赛事${Date.now() % 100000}`;
  await signInToConsole(page);
  await openArea(page, '赛事管理');

  await page.getByRole('button', { name: /新增赛事/ }).click();
  const drawer = page.getByRole('dialog', { name: '新增赛事' });
  await drawer.getByLabel('赛事名称').fill(name);
  await drawer.getByLabel('主办单位').fill('好多AI教育研究院');
  // The cover is uploaded (a site picture) and previewed.
  await drawer.getByLabel('封面图').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(250, 200, 120),
  });
  await expect(drawer.getByRole('img', { name: '封面图预览' })).toBeVisible();
  await pickTime(drawer, '报名时间（起）', pickerTime(-1));
  await pickTime(drawer, '报名时间（止）', pickerTime(48));
  await pickTime(drawer, '比赛时间（起）', pickerTime(-1));
  await pickTime(drawer, '比赛时间（止）', pickerTime(72));
  await drawer.getByRole('button', { name: /添加介绍段落/ }).click();
  await drawer.getByLabel('标题 1').fill('大赛介绍');
  await drawer.getByLabel('内容 1').fill('用AI讲一个故事');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(drawer).toBeHidden({ timeout: 15_000 });

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('未发布')).toBeVisible();
  await row.getByRole('button', { name: '发布' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|发\s*布|OK/ })
    .click();
  await expect(row.getByText('已发布')).toBeVisible();
  await expect(row.getByText('报名中')).toBeVisible();

  // A pupil registers and submits a work through the public calls.
  const api = await publicClient(page);
  const listed = await api.call(competitionAppEndpoints.page, { pageSize: 100 });
  const competition = listed.list.find((c) => c.name === name)!;
  expect(competition).toBeDefined();
  const [school] = await api.call(competitionAppEndpoints.schools, { districtId: 330106 });
  // Born 2015-03-01..28 (a day 00 would not be a date).
  const first17 = `330106201503${pad((Date.now() % 28) + 1)}012`;
  const idCard = first17 + gb11643CheckChar(first17);
  const mine = await api.call(competitionAppEndpoints.commitRegistration, {
    competitionId: competition.id,
    studentName: '周小明',
    idCardType: 1,
    idCard,
    grade: 4,
    mobile: '13800000188',
    provinceId: 330000,
    cityId: 330100,
    districtId: 330106,
    schoolId: school!.id,
  });
  expect(mine.idCard).not.toContain(idCard.slice(3, 14));
  await api.call(competitionAppEndpoints.commitWorks, {
    registrationId: mine.id,
    token: mine.token,
    worksName: '会飞的鲸鱼',
    worksUrl: '/favicon.svg',
  });

  // The staff member makes themselves a judge, adds an award.
  await page.goto(`/console/competition-awards?competitionId=${competition.id}`);
  await page.getByRole('button', { name: /设置评委/ }).click();
  const judges = page.getByRole('dialog', { name: '设置评委' });
  await judges.getByLabel('评委（后台员工）').click();
  await judges.getByLabel('评委（后台员工）').fill('平台管理员');
  await page.locator('.ant-select-dropdown:visible').getByTitle('平台管理员').first().click();
  // Close the options (they cover the dialog's buttons) by clicking the dialog's title.
  await judges.getByText('设置评委', { exact: true }).click();
  await judges.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(judges).toBeHidden();
  await page.getByLabel('奖项名称').fill('一等奖');
  await page.getByRole('button', { name: /新增奖项/ }).click();
  await expect(page.getByRole('cell', { name: '一等奖' })).toBeVisible();

  // Blind judging: the work by its code, no name or school.
  await openArea(page, '作品评审');
  await page.getByLabel('选择赛事').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(name).click();
  const works = page.getByRole('row', { name: /作品001/ });
  await expect(works.getByText('会飞的鲸鱼')).toBeVisible();
  await expect(page.getByText('周小明')).toHaveCount(0);
  await works.getByLabel('评分 作品001').fill('95');
  await works.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已评 1 / 1')).toBeVisible();
  // The entry opens in the blind preview, not on a page that names its author.
  await works.getByRole('button', { name: '查看作品 作品001' }).click();
  const preview = page.getByRole('dialog').filter({ hasText: '作品001 会飞的鲸鱼' });
  await expect(preview.getByRole('img', { name: '打开作品文件' })).toBeVisible();
  await expect(preview.getByText('周小明')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The ranking becomes an award; the winners are published.
  await page.goto(`/console/competition-awards?competitionId=${competition.id}`);
  const ranked = page.getByRole('row', { name: /作品001/ });
  await expect(ranked.getByText('95')).toBeVisible();
  await ranked.getByLabel('设为获奖 作品001').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('一等奖').click();
  // The awards table counts the awarded work.
  await expect(page.getByRole('row', { name: /^一等奖\s+1/ })).toBeVisible();

  await openArea(page, '赛事管理');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '公布获奖' })
    .click();
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '撤回获奖公布' }),
  ).toBeVisible();
  const winners = await api.call(competitionAppEndpoints.winners, { id: competition.id });
  expect(winners).toEqual([
    expect.objectContaining({ awardName: '一等奖', worksName: '会飞的鲸鱼', studentName: '周*明' }),
  ]);
});
