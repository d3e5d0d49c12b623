import {
  authEndpoints,
  awardEndpoints,
  awardWorksRelEndpoints,
  competitionJudgingEndpoints,
  competitionMngEndpoints,
  competitionWorksMngEndpoints,
  encodePassword,
  workEndpoints,
  type TCompetitionAddBody,
} from '@haoduo/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { openPage } from './support/page-ready';
import { solidPng } from './support/png';
import { apiClient, apiStudentSignIn, seedSession } from './support/session';

const suffix = String(Date.now()).slice(-6);
const NAME = `小小AI画家大赛${suffix}`;
const WORKS = `会唱歌的云${suffix}`;
/** The pupil's own work on the platform, entered in the end instead of the uploaded file. */
const PLATFORM_WORK = `云朵绘本${suffix}`;
const PUPIL = '李小萌';
const MASKED = '李*萌';
/** GB 11643: the check character of 11010520150307003 is X (typed in lower case below). */
const RESIDENT_ID = '11010520150307003X';
const WRONG_CHECK_DIGIT = '110105201503070031';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function staffApi(page: Page) {
  const signIn = await (
    await apiClient(page.request)
  ).call(authEndpoints.staffLogin, { username: 'admin', password: encodePassword('Admin12345') });
  return { api: await apiClient(page.request, { token: signIn.token }), userId: signIn.staff!.id };
}

/**
 * The whole competition: staff create and release it; a family registers its pupil on the
 * public pages (a wrong check digit refused in Chinese), the pupil signs in and submits a
 * work, anyone looks the registration up by its number, id number and name; when the
 * competition has ended staff judge it blind, award the work and publish the winners, and
 * the public detail page lists the winner with the name masked.
 */
test('a competition from release to its published winners', async ({ page, browser }) => {
  test.setTimeout(300_000);

  // Staff create the competition and release it (the console's calls).
  const staff = await staffApi(page);
  const form: TCompetitionAddBody = {
    name: NAME,
    sponsor: '好多AI教育研究院',
    suitDistrict: '全国',
    coverImg: '/favicon.svg',
    introduceList: [
      { title: '比赛规则', content: '每位同学提交一件用好多AI创作的绘画作品。', imageUrl: '' },
    ],
    sortScore: 1_000_000,
    registrationStartTm: at(-1),
    registrationEndTm: at(10),
    competitionStartTm: at(-1),
    competitionEndTm: at(20),
    groupList: [],
    festival: '',
  };
  const { id } = await staff.api.call(competitionMngEndpoints.add, form);
  await staff.api.call(competitionMngEndpoints.release, { id });

  // A family finds it in the competition centre and opens it.
  await openPage(page, '/competitionCenter?phase=registering');
  const card = page.getByRole('article', { name: NAME });
  await expect(card.getByText('报名中')).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('heading', { name: '比赛规则' })).toBeVisible();
  await page.getByRole('button', { name: '立即报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/competition/detail\\?id=${id}&tab=register$`));

  // The registration form: a wrong check digit is refused in Chinese, and nothing is sent.
  await page.getByLabel('学生姓名').fill(PUPIL);
  await page.getByLabel('证件号码').fill(WRONG_CHECK_DIGIT);
  await page.getByRole('radio', { name: '三年级' }).check({ force: true });
  await page.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('杭州市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('西湖区');
  await page.getByRole('button', { name: '好多AI实验小学' }).click();
  await page.getByLabel('家长手机号').fill('13800000000');
  await page.getByRole('button', { name: '下一步：核对信息' }).click();
  await expect(page.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();

  await page.getByLabel('证件号码').fill(RESIDENT_ID.toLowerCase());
  await page.getByRole('button', { name: '下一步：核对信息' }).click();
  await expect(page.getByRole('heading', { name: '请核对报名信息' })).toBeVisible();
  await expect(page.getByText(RESIDENT_ID)).toBeVisible();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('报名成功！')).toBeVisible();
  const number = (await page.getByTestId('registration-number').textContent())!.trim();
  expect(Number(number)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '查看我的报名' }).click();
  await expect(page.getByText(`报名编号：${number}`)).toBeVisible();

  // The pupil signs in (same tab: the registration is kept for the visit) and submits a work.
  const pupil = await apiStudentSignIn(page.request, 'stu001', 'Stud1234');
  const pupilApi = await apiClient(page.request, {
    token: pupil.token,
    accountType: pupil.accountType,
    schoolId: pupil.accountList[0]?.schoolId,
  });
  const platformWork = await pupilApi.call(workEndpoints.addV1, {
    worksName: PLATFORM_WORK,
    worksIntro: '一朵会唱歌的云。',
    worksPageList: [{ picUrl: null, text: '云朵唱着歌飘过学校。' }],
  });
  await seedSession(page, pupil, `/competition/detail?id=${id}&tab=mine`);
  await expect(page.getByText(`报名编号：${number}`)).toBeVisible();
  await page.getByRole('radio', { name: '上传文件' }).check({ force: true });
  await page.getByTestId('works-file').setInputFiles({
    name: 'cloud.png',
    mimeType: 'image/png',
    buffer: solidPng(120, 190, 250),
  });
  await expect(page.getByText('已上传：cloud.png')).toBeVisible();
  await page.getByLabel('作品名称').fill(WORKS);
  await page.getByLabel('作品简介（选填）').fill('云朵唱着歌飘过学校。');
  await page.getByRole('button', { name: '提交作品' }).click();
  await expect(page.getByText('作品提交成功！')).toBeVisible();
  await expect(page.getByTestId('submitted-works')).toContainText(WORKS);

  // Sending again replaces the entry: now with the pupil's own work on the platform.
  await page.getByRole('radio', { name: '选择我的作品' }).check({ force: true });
  const mineOnPlatform = page.getByRole('button', { name: PLATFORM_WORK });
  await mineOnPlatform.click();
  await expect(mineOnPlatform).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('作品名称')).toHaveValue(WORKS);
  await page.getByRole('button', { name: '提交作品' }).click();
  const submitted = page.getByTestId('submitted-works');
  await expect(submitted.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`id=${platformWork.id}$`),
  );
  const [entered] = (
    await staff.api.call(competitionWorksMngEndpoints.page, {
      competitionId: id,
      currentPage: 1,
      pageSize: 10,
    })
  ).list;
  expect(entered).toMatchObject({ worksName: WORKS, platformWorksId: platformWork.id });

  // Anyone with the number, the id number and the name looks it up, without signing in.
  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, `/competition/detail?id=${id}&tab=mine`);
  await visitor.getByLabel('报名编号').fill(number);
  await visitor.getByLabel('证件号码').fill(RESIDENT_ID.toLowerCase());
  await visitor.getByLabel('学生姓名').fill(PUPIL);
  await visitor.getByRole('button', { name: '查询' }).click();
  const mine = visitor.getByRole('region', { name: '我的报名' });
  await expect(mine.getByText('110***********003X')).toBeVisible();
  await expect(mine.getByText('好多AI实验小学')).toBeVisible();
  await expect(visitor.getByTestId('submitted-works')).toContainText(WORKS);

  // The competition ends; staff judge blind (no name, school or region), award the work.
  await staff.api.call(competitionMngEndpoints.modify, {
    ...form,
    id,
    registrationStartTm: at(-3),
    registrationEndTm: at(-2),
    competitionStartTm: at(-3),
    competitionEndTm: at(-1),
  });
  await staff.api.call(competitionJudgingEndpoints.assignJudges, {
    competitionId: id,
    judgeUserIds: [staff.userId],
  });
  const blind = await staff.api.call(competitionJudgingEndpoints.works, { competitionId: id });
  expect(blind).toHaveLength(1);
  expect(JSON.stringify(blind)).not.toContain(PUPIL);
  expect(JSON.stringify(blind)).not.toContain('好多AI实验小学');
  await staff.api.call(competitionJudgingEndpoints.score, {
    worksId: blind[0]!.worksId,
    score: 96,
    comment: '想象力丰富',
  });
  const [first] = await staff.api.call(competitionJudgingEndpoints.ranking, { competitionId: id });
  expect(first).toMatchObject({ worksId: blind[0]!.worksId, averageScore: 96 });
  const award = await staff.api.call(awardEndpoints.add, { competitionId: id, name: '一等奖' });
  await staff.api.call(awardWorksRelEndpoints.addAwardRel, {
    awardId: award.id,
    worksIds: [first!.worksId],
  });

  // Before the winners are out the detail page says so; then staff publish them.
  await openPage(visitor, `/competition/detail?id=${id}&tab=winners`);
  await expect(visitor.getByText('评审结束后会在这里公布获奖名单，敬请期待')).toBeVisible();
  await staff.api.call(competitionMngEndpoints.publishWinners, { id, published: true });

  // The public detail page lists the winner, the name masked.
  await openPage(visitor, `/competition/detail?id=${id}&tab=winners`);
  await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /一等奖/ })).toBeVisible();
  const winner = visitor.getByTestId('winner');
  await expect(winner).toContainText(MASKED);
  await expect(winner).toContainText(`《${WORKS}》`);
  await expect(visitor.getByText(PUPIL)).toHaveCount(0);

  // In the centre it is among the ended competitions.
  await openPage(visitor, '/competitionCenter?phase=ended');
  await expect(visitor.getByRole('article', { name: NAME }).getByText('已结束')).toBeVisible();
});
