import {
  classEndpoints,
  safetyAlertEndpoints,
  SafetyMessages,
  type TApiClient,
} from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import {
  apiClient,
  apiTeacherSignIn,
  seedSession,
  signInStudentByApi,
  type TApiSignIn,
} from './support/session';

const DISCLOSURE = '我不想活了，活着没意思';

/** A contract client signed in as the account of `result` in the school named. */
async function clientOf(page: Page, result: TApiSignIn, schoolName?: string) {
  const account =
    result.accountList.find((a) => a.schoolName === schoolName) ?? result.accountList[0]!;
  const api = await apiClient(page.request, {
    token: result.token,
    accountType: result.accountType,
    schoolId: account.schoolId,
  });
  return { api, schoolId: account.schoolId };
}

async function classIdOf(api: TApiClient, name: string): Promise<number> {
  const classes = await api.call(classEndpoints.list, {});
  const found = classes.find((c) => c.courseClassName === name);
  if (!found) throw new Error(`no class ${name}`);
  return found.id;
}

/**
 * A critical alert, live: 王老师 has 初一AI社团 (AI7001, 未来科技中学) open; its pupil 张小明
 * (stu001), in another browser, tells the language assistant he does not want to live. He gets
 * the caring answer with the help lines; the alert reaches 王老师's class page and header
 * without a reload, with a notice; she acknowledges it and closes it with a note, then finds
 * it among the handled alerts (from the class page and from the bell). 李老师, who does not
 * teach 初一AI社团, sees nothing of it, on her page or through the API.
 */
test.describe('safety alert (王老师, 张小明 and 李老师)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a pupil’s disclosure reaches the class’s teacher live, and no other', async ({
    page,
    browser,
  }) => {
    // The class's teacher, on the class page (this page is the one the accessibility scan sees).
    const wang = await apiTeacherSignIn(page.request, '13800000001', 'Teach1234');
    const { api: wangApi, schoolId: middle } = await clientOf(page, wang, '未来科技中学');
    const clubId = await classIdOf(wangApi, '初一AI社团');
    await seedSession(page, wang, `/user/student/list/detail/${clubId}`, { schoolId: middle });
    const alerts = page.getByRole('region', { name: '安全提醒' });
    await expect(alerts).toBeVisible({ timeout: 30_000 });
    await expect(alerts.getByTestId('safety-live')).toHaveAttribute('data-live', 'true', {
      timeout: 20_000,
    });
    await expect(alerts.getByTestId('safety-alert').filter({ hasText: DISCLOSURE })).toHaveCount(0);

    // Another class's teacher, in a browser of her own.
    const liContext = await browser.newContext();
    const li = await liContext.newPage();
    const liResult = await apiTeacherSignIn(li.request, '13800000002', 'Teach1234');
    const { api: liApi } = await clientOf(li, liResult);
    const liClassId = await classIdOf(liApi, '三年级AI创作班');
    await seedSession(li, liResult, `/user/student/list/detail/${liClassId}`);
    const liAlerts = li.getByRole('region', { name: '安全提醒' });
    await expect(liAlerts).toBeVisible({ timeout: 30_000 });
    await expect(liAlerts.getByTestId('safety-live')).toHaveAttribute('data-live', 'true', {
      timeout: 20_000,
    });

    // The pupil, in a third browser: 初一AI社团, then the language assistant.
    const pupilContext = await browser.newContext();
    const pupil = await pupilContext.newPage();
    await signInStudentByApi(pupil, 'stu001', 'Stud1234', '/device');
    // The club is in the pupil's other school: choosing it moves the session there.
    await pupil.goto('/user/my/book');
    const switcher = pupil.getByLabel('切换班级');
    const club = switcher.getByRole('option', { name: /初一AI社团/ });
    await switcher.selectOption({ label: (await club.textContent())! });
    await expect(pupil.locator('aside').getByTitle('初一AI社团')).toBeVisible();
    await expect
      .poll(() => pupil.evaluate(() => localStorage.getItem('loginTenantId')))
      .toBe(String(middle));
    await pupil.goto('/ai/language');
    const lines = pupil.getByTestId('chat-lines');
    await expect(lines.locator('[data-role="assistant"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await pupil.getByLabel('想对它说什么？').fill(DISCLOSURE);
    await pupil.getByRole('button', { name: '发送' }).click();

    // The pupil: a caring answer with a trusted adult and the help lines, not an error.
    const care = pupil.getByTestId('chat-care');
    await expect(care).toContainText(SafetyMessages.CARING_ANSWER, { timeout: 30_000 });
    await expect(care.getByRole('link', { name: /12356/ })).toHaveAttribute('href', 'tel:12356');
    await expect(care.getByRole('link', { name: /12355/ })).toHaveAttribute('href', 'tel:12355');
    await expect(pupil.getByTestId('chat-refusal')).toHaveCount(0);

    // The teacher: live on the class page, in the header and as a notice; no reload.
    const card = alerts.getByTestId('safety-alert').filter({ hasText: DISCLOSURE });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('张小明');
    await expect(card).toContainText('可能伤害自己');
    await expect(card).toContainText('紧急');
    await expect(page.getByTestId('safety-bell-count')).toHaveText(/^[1-9]\d*$/);
    const notice = page.locator('.ant-notification-notice').filter({
      hasText: '紧急提醒：张小明可能需要帮助',
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('初一AI社团 · 可能伤害自己');
    // 马上查看 leads to the class page (this one) and puts the notice away.
    await notice.getByRole('button', { name: '马上查看' }).click();
    await expect(notice).toBeHidden();

    // 李老师 has nothing of it: not on her page, not from the API.
    await li.waitForTimeout(2_000);
    await expect(li.getByText(DISCLOSURE)).toHaveCount(0);
    await expect(li.getByText(/紧急提醒：张小明/)).toHaveCount(0);
    const liOpen = await liApi.call(safetyAlertEndpoints.openList, {});
    expect(liOpen.list.filter((a) => a.message === DISCLOSURE)).toEqual([]);
    const wangOpen = await wangApi.call(safetyAlertEndpoints.openList, { classId: clubId });
    expect(wangOpen.list.filter((a) => a.message === DISCLOSURE)).toHaveLength(1);

    // 确认, then 关闭 with a note: the note is required.
    await card.getByRole('button', { name: '确认' }).click();
    await expect(card).toContainText('已确认');
    await expect(card).toContainText(/王老师 于 .* 确认/);
    await card.getByRole('button', { name: '关闭' }).click();
    const dialog = page.getByRole('dialog', { name: '关闭提醒' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
    await dialog.getByRole('button', { name: '关闭提醒' }).click();
    await expect(dialog.getByText(SafetyMessages.NOTE_REQUIRED)).toBeVisible();
    await dialog.getByLabel('处理情况').fill('已和张小明单独谈话，并联系了家长和心理老师');
    await dialog.getByRole('button', { name: '关闭提醒' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    // The toast goes before the page is checked (it lies over the class's controls).
    await expect(page.getByText('提醒已关闭')).toBeHidden({ timeout: 15_000 });

    // The handled alert: from the class's panel, with who closed it, when and the note.
    await alerts.getByRole('link', { name: '已处理的提醒' }).click();
    await expect(page).toHaveURL(/\/user\/student\/list\/closed-alerts\?classId=\d+$/);
    const closedList = page.getByTestId('closed-alerts');
    const handled = closedList.getByTestId('safety-alert').filter({ hasText: DISCLOSURE });
    await expect(handled).toBeVisible({ timeout: 20_000 });
    await expect(handled).toContainText('已关闭');
    await expect(handled.getByTestId('safety-alert-closed')).toContainText(/王老师 于 .* 关闭/);
    await expect(handled).toContainText('已和张小明单独谈话，并联系了家长和心理老师');
    // By pupil and kind: another kind hides it, the pupil and its kind show it.
    await page.getByLabel('类型').selectOption({ label: '可能受到伤害或虐待' });
    await expect(handled).toHaveCount(0);
    await page.getByLabel('类型').selectOption({ label: '可能伤害自己' });
    await page.getByLabel('学生').selectOption({ label: '张小明' });
    await expect(handled).toBeVisible();

    // From the header's bell too: every class of the teacher.
    await page.getByTestId('safety-bell').click();
    await page.getByRole('button', { name: '查看已处理的提醒' }).click();
    await expect(page).toHaveURL(/\/user\/student\/list\/closed-alerts$/);
    await expect(
      page.getByTestId('closed-alerts').getByTestId('safety-alert').filter({ hasText: DISCLOSURE }),
    ).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));

    await pupilContext.close();
    await liContext.close();
  });
});
