import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/axe';
import {
  expectCreationCentre,
  expectTeacherHome,
  signInAsStudent,
  signInAsTeacherWithPassword,
} from './support/login-page';
import { closeDialogWith } from './support/dialogs';

async function chooseSchool(page: Page, school: string) {
  const dialog = page.getByRole('dialog', { name: '选择学校' });
  await dialog.getByText(school).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectTeacherHome(page, '王老师');
}

async function switchSchool(page: Page, school: string) {
  await page.getByLabel('切换学校').selectOption(school);
  await expect(page).toHaveURL(/\/user\/my\/book$/);
  await expect(page.locator('aside').getByTitle(school)).toBeVisible();
}

function classCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** The rows of the first sheet of an xlsx file, as arrays of cell texts. */
async function readSheet(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}

/**
 * 王老师 (two schools) manages classes: switches schools, creates a student in
 * 三年级AI创作班, exports the class's accounts and reads the xlsx back; the new student
 * signs in with the exported password.
 */
test.describe('class management', () => {
  test('王老师 switches schools, creates a student, exports the accounts', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A retry makes another pupil: the first attempt's one is still in the class.
    const newName = `测试小新${test.info().retry || ''}`;
    await signInAsTeacherWithPassword(page, '13800000001', 'Teach1234');
    await chooseSchool(page, '好多AI实验小学');
    await expect(page.locator('aside')).toContainText('王老师');
    await expect(page.locator('aside')).not.toContainText('王老师老师');
    const menu = page.getByRole('navigation', { name: '创作中心' });
    await expect(menu.getByRole('link', { name: '课班管理' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '学员作品' })).toBeVisible();

    // The other school: tenant-info changes, so 课班管理 lists that school's class.
    await switchSchool(page, '未来科技中学');
    await menu.getByRole('link', { name: /课班管理/ }).click();
    await expect(menu.getByRole('link', { name: /课班管理/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(classCard(page, '初一AI社团')).toBeVisible();
    await expect(classCard(page, '三年级AI创作班')).toHaveCount(0);

    await switchSchool(page, '好多AI实验小学');
    await menu.getByRole('link', { name: /课班管理/ }).click();
    const card = classCard(page, '三年级AI创作班');
    await expect(card).toContainText('开班中');
    await expect(card).toContainText('AI3001');
    await expect(classCard(page, '往期体验班')).toContainText('已关闭');
    await expect(classCard(page, '初一AI社团')).toHaveCount(0);

    // The class code's QR code.
    await card.getByRole('button', { name: '班级码二维码' }).click();
    await expect(page.getByRole('img', { name: '班级码二维码' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Create a student: the name is required; the list is checked before adding.
    await card.getByRole('button', { name: '管理学生' }).click();
    await expect(page).toHaveURL(/\/user\/student\/list\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: '三年级AI创作班' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'ai3001s01', exact: true })).toBeVisible();
    const classPage = page.url();
    await page.getByRole('button', { name: '添加学生' }).click();
    const add = page.getByRole('dialog', { name: '添加学生' });
    await add.getByRole('button', { name: '检查名单' }).click();
    await expect(add.getByText('请输入真实姓名')).toBeVisible();
    await add.getByLabel('学生姓名').fill(newName);
    await add.getByRole('button', { name: '检查名单' }).click();
    await expect(add.getByText('共 1 人，可以添加 1 人。')).toBeVisible();
    await add.getByRole('button', { name: '添加 1 名学生' }).click();

    const created = page.getByRole('dialog', { name: '学生账号已创建' });
    const row = created.getByRole('row', { name: new RegExp(newName) });
    // Creating an account hashes its password (argon2id): allow a slow machine.
    await expect(row).toBeVisible({ timeout: 30_000 });
    const [, username, password] = (await row.getByRole('cell').allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(username).toMatch(/^[A-Za-z0-9_]{3,32}$/);
    expect(password).toBeTruthy();
    await closeDialogWith(created, '我知道了');

    // The new student is in the list; search finds them.
    await page.getByLabel('搜索姓名或登录名').fill(newName);
    await page.getByLabel('搜索姓名或登录名').press('Enter');
    // The list's own cells (the closing account dialog may still hold a copy while it fades).
    const roster = page.getByRole('region', { name: '学生名单' });
    await expect(roster.getByRole('cell', { name: newName, exact: true })).toBeVisible();
    await expect(roster.getByRole('cell', { name: 'ai3001s01', exact: true })).toHaveCount(0);

    // Export the class's accounts and read the file back.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出账号' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('三年级AI创作班-学生账号.xlsx');
    const rows = await readSheet(await download.path());
    expect(rows[0]).toEqual(['序号', '姓名', '登录名', '初始密码', '课班', '学校']);
    const exported = rows.find((r) => r[1] === newName);
    expect(exported).toEqual([
      expect.any(String),
      newName,
      username,
      password,
      '三年级AI创作班',
      '好多AI实验小学',
    ]);
    expect(rows.find((r) => r[2] === 'ai3001s01')?.[3]).toBe('ai3001s01');

    // The printable sign-in card carries the same login name and password.
    await page.getByRole('button', { name: '打印登录卡' }).click();
    const sheet = page.getByTestId('login-cards');
    const newCard = sheet.getByRole('article', { name: newName });
    await expect(newCard).toContainText(username!);
    await expect(newCard).toContainText(password!);
    await expect(newCard.getByRole('img', { name: `${newName} 的登录二维码` })).toBeVisible();

    // The new student signs in with the exported account.
    const pupil = await browser.newPage();
    await signInAsStudent(pupil, username!, password!);
    await expectCreationCentre(pupil, newName);
    await expect(pupil.locator('aside').getByTitle('三年级AI创作班')).toBeVisible();
    await pupil.close();

    // 从本校添加: 李小红 (stu002) has an account in another class of the school; she joins
    // this one too, keeping her login name.
    await page.goto(classPage);
    await expect(page.getByRole('heading', { name: '三年级AI创作班' })).toBeVisible();
    await page.getByRole('button', { name: '从本校添加' }).click();
    const bind = page.getByRole('dialog', { name: '从本校添加学生到 三年级AI创作班' });
    await bind.getByLabel('搜索姓名或登录名').fill('stu002');
    await bind.getByLabel('搜索姓名或登录名').press('Enter');
    await bind.getByRole('checkbox', { name: '李小红（stu002）' }).check();
    await bind.getByRole('button', { name: '加入本班（1）' }).click();
    await expect(page.getByText('已把 1 名学生加入本班')).toBeVisible();
    await expect(bind).toBeHidden();
    await page.getByLabel('搜索姓名或登录名').fill('stu002');
    await page.getByLabel('搜索姓名或登录名').press('Enter');
    await expect(roster.getByRole('cell', { name: '李小红', exact: true })).toBeVisible();

    // Put things back: other journeys expect 李小红 in 四年级绘本班 only. She keeps that class,
    // so one confirmation is enough.
    await page.getByRole('button', { name: '李小红 的操作' }).click();
    await page.getByRole('menuitem', { name: '移出课班' }).click();
    const remove = page.getByRole('dialog', { name: '移出课班' });
    await closeDialogWith(remove, '移出课班', { timeout: 30_000 });
    await expect(roster.getByRole('cell', { name: '李小红', exact: true })).toHaveCount(0);
  });

  test('王老师 looks after accounts: settings, code, login name, password, status, removal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAsTeacherWithPassword(page, '13800000001', 'Teach1234');
    await chooseSchool(page, '好多AI实验小学');
    await page.goto('/user/student/list');

    // The closed class: its settings change, its roster does not.
    await classCard(page, '往期体验班').getByRole('button', { name: '管理学生' }).click();
    await expect(page.getByRole('heading', { name: '往期体验班' })).toBeVisible();
    const endDate = page.getByLabel('有效期至');
    await endDate.click();
    await endDate.fill('2027-06-30');
    await endDate.press('Enter');
    await expect(page.getByText('已保存').first()).toBeVisible();
    await expect(endDate).toHaveValue('2027-06-30');
    await page.getByLabel('学生账号创建方式').selectOption('老师创建账号');
    await expect(page.getByLabel('学生账号创建方式').locator('option:checked')).toHaveText(
      '老师创建账号',
    );

    const oldCode = (await page.getByTestId('class-code').innerText()).trim();
    await page.getByRole('button', { name: '重置班级码' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '重置班级码' }).click();
    await expect(page.getByText(/^班级码已重置为 [A-Z0-9]+$/)).toBeVisible();
    await expect(page.getByTestId('class-code')).not.toHaveText(oldCode);

    await page.getByRole('button', { name: '陈小刚 的操作' }).click();
    await page.getByRole('menuitem', { name: '移出课班' }).click();
    await page
      .getByRole('dialog', { name: '移出课班' })
      .getByRole('button', { name: '移出课班' })
      .click();
    await expect(page.getByText('往期体验班已关闭，不能再调整学生')).toBeVisible();
    await page
      .getByRole('dialog', { name: '移出课班' })
      .getByRole('button', { name: '取消' })
      .click();

    // 三年级AI创作班: a new login name, a new password, disable and enable, removal.
    await page.getByRole('button', { name: '返回课班列表' }).click();
    await classCard(page, '三年级AI创作班').getByRole('button', { name: '管理学生' }).click();
    const search = page.getByLabel('搜索姓名或登录名');

    await search.fill('周雨桐');
    await search.press('Enter');
    await page.getByRole('button', { name: '周雨桐 的操作' }).click();
    await page.getByRole('menuitem', { name: '修改登录名' }).click();
    const rename = page.getByRole('dialog', { name: '修改 周雨桐 的登录名' });
    await rename.getByLabel('新的登录名').fill('zhou yt');
    await expect(rename.getByText('登录名只能包含英文、数字和下划线，3~32位')).toBeVisible();
    await rename.getByLabel('新的登录名').fill('zhouyt07');
    await rename.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('登录名已改为 zhouyt07')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'zhouyt07', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '周雨桐 的操作' }).click();
    await page.getByRole('menuitem', { name: '重置密码' }).click();
    await page
      .getByRole('dialog', { name: '确定重置 周雨桐 的密码吗？' })
      .getByRole('button', { name: '重置密码' })
      .click();
    const reset = page.getByRole('dialog', { name: '密码已重置' });
    const row = reset.getByRole('row', { name: /周雨桐/ });
    await expect(row).toBeVisible({ timeout: 30_000 });
    const [, username, password] = (await row.getByRole('cell').allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(username).toBe('zhouyt07');
    await reset.getByRole('button', { name: '我知道了' }).click();

    await search.fill('吴俊杰');
    await search.press('Enter');
    await page.getByRole('button', { name: '吴俊杰 的操作' }).click();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await expect(page.getByRole('row', { name: /吴俊杰/ })).toContainText('已停用');
    await page.getByRole('button', { name: '吴俊杰 的操作' }).click();
    await page.getByRole('menuitem', { name: '启用' }).click();
    await expect(page.getByRole('row', { name: /吴俊杰/ })).toContainText('正常');

    await search.fill('黄浩然');
    await search.press('Enter');
    await page.getByRole('button', { name: '黄浩然 的操作' }).click();
    await page.getByRole('menuitem', { name: '移出课班' }).click();
    const remove = page.getByRole('dialog', { name: '移出课班' });
    await expect(remove).toContainText('确定将 黄浩然 移出「三年级AI创作班」吗？');
    await remove.getByRole('button', { name: '移出课班' }).click();
    // The server asks again in plain words: 黄浩然 has no other class of the school.
    await expect(remove).toContainText('黄浩然移出后没有其他课班，将无法登录。确认要移出吗？');
    await remove.getByRole('button', { name: '确认移出' }).click();
    await expect(remove).toContainText('以下学生现在不在本校任何课班中，暂时无法登录', {
      timeout: 30_000,
    });
    await expect(remove).toContainText('黄浩然');
    await remove.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByRole('cell', { name: '黄浩然', exact: true })).toHaveCount(0);

    // The pupil signs in with the new login name and password.
    const pupil = await browser.newPage();
    await signInAsStudent(pupil, username!, password!);
    await expectCreationCentre(pupil, '周雨桐');
    await pupil.close();
  });
});
