import ExcelJS from 'exceljs';
import { accessibilityFindings, expect, test, type Locator, type Page } from './support/axe';
import { expectTeacherHome, openLogin } from './support/login-page';
import { waitForSmsCode } from './support/sms';

const PUPILS = 30;

/** A roster xlsx as a school hands it over: 姓名 in the first column, one pupil per row. */
async function writeRoster(path: string, count: number): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(['姓名']);
  for (let i = 1; i <= count; i++) sheet.addRow([`晨光学生${String(i).padStart(2, '0')}`]);
  await workbook.xlsx.writeFile(path);
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

/** The drawer's form: open by its toolbar button, fields by label. */
async function openDrawer(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(button) }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function save(drawer: Locator) {
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(drawer).toBeHidden({ timeout: 15_000 });
}

/** An antd select searched on the server: type, then pick the option. */
async function pick(page: Page, field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(text, { exact: false })
    .first()
    .click();
}

async function pickDate(field: Locator, date: string) {
  await field.click();
  await field.fill(date);
  await field.press('Enter');
}

/**
 * An administrator onboards a school in the console: the school (with its region), a
 * semester, a teacher, a class taught by the teacher, and 30 pupils imported from an xlsx
 * roster. The teacher then signs in to the web app by SMS code and finds the class.
 */
test.describe('onboarding a school', () => {
  // Scanned on the way (the list, the open class drawer): a scan of every page visited after
  // the test outlasts the fixture's time on a busy machine.
  test.use({ accessibilityScan: false });

  test('admin sets up a school; its teacher sees the class', async ({ page, browser }) => {
    test.setTimeout(480_000);
    const run = `${Date.now() % 100000}`;
    const school = `晨光实验小学${run}`;
    const semester = `2027春季学期${run}`;
    const className = `晨光一班${run}`;
    const teacher = `林老师${run}`;
    const mobile = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const roster = test.info().outputPath('roster.xlsx');
    await writeRoster(roster, PUPILS);

    await signInToConsole(page);

    // The school, with its region from the region tree.
    await openArea(page, '学校管理');
    let drawer = await openDrawer(page, '新增学校', '新增学校');
    await drawer.getByLabel('学校名称').fill(school);
    await drawer.getByLabel('所在地区').click();
    for (const region of ['浙江省', '杭州市', '西湖区']) {
      await page.locator('.ant-cascader-menu-item', { hasText: region }).first().click();
    }
    await drawer.getByLabel('联系人').fill('林校长');
    await drawer.getByLabel('联系电话').fill('13912345678');
    await save(drawer);
    await expect(page.getByRole('cell', { name: school })).toBeVisible();
    expect(await accessibilityFindings(page)).toEqual([]);

    // The semester.
    await openArea(page, '学期管理');
    drawer = await openDrawer(page, '新增学期', '新增学期');
    await drawer.getByLabel('学期名称').fill(semester);
    await pickDate(drawer.getByLabel('开始日期'), '2027-02-20');
    await pickDate(drawer.getByLabel('结束日期'), '2027-07-10');
    await save(drawer);
    await expect(page.getByText(semester)).toBeVisible();

    // The teacher, by mobile, into the school.
    await openArea(page, '教师管理');
    drawer = await openDrawer(page, '新增教师', '新增教师');
    await pick(page, drawer.getByLabel('所属学校'), school);
    await drawer.getByLabel('姓名').fill(teacher);
    await drawer.getByLabel('手机号').fill(mobile);
    await save(drawer);

    // The class, in the new semester, taught by the teacher.
    await openArea(page, '课班管理');
    drawer = await openDrawer(page, '新增课班', '新增课班');
    await pick(page, drawer.getByLabel('所属学校'), school);
    await drawer.getByLabel('学期').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(semester).click();
    await drawer.getByLabel('课班名称').fill(className);
    await pick(page, drawer.getByLabel('授课老师'), teacher);
    await drawer.getByLabel('课班名称').click();
    await drawer.getByRole('radio', { name: '开班中' }).check();
    await save(drawer);

    // Its detail: the class code with its QR, then the roster import.
    await page.getByRole('button', { name: className }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(className) });
    await expect(detail.getByTestId('class-code')).toHaveText(/\S{4,}/);
    await detail.getByRole('tab', { name: '名单导入' }).click();
    await detail.locator('input[type=file]').setInputFiles(roster);
    await detail.getByRole('button', { name: '开始导入' }).click();
    await expect(detail.getByText('全部导入成功')).toBeVisible({ timeout: 60_000 });
    await expect(detail.locator('.ant-statistic').filter({ hasText: '成功导入' })).toContainText(
      String(PUPILS),
    );
    await detail.getByRole('tab', { name: /学生/ }).click();
    await expect(detail.getByText(`共 ${PUPILS} 条`)).toBeVisible();
    await expect(detail.getByText('晨光学生30')).toBeVisible();
    expect(await accessibilityFindings(page)).toEqual([]);

    // The teacher signs in to the web app (a new account: SMS code, then the initial password).
    const context = await browser.newContext();
    const web = await context.newPage();
    await openLogin(web, '?type=2');
    await web.getByLabel('手机号').fill(mobile);
    const since = new Date().toISOString();
    await web.getByRole('button', { name: '获取验证码' }).click();
    const code = await waitForSmsCode(web.request, mobile, { since });
    await web.getByLabel('验证码', { exact: true }).fill(code);
    await web.getByRole('button', { name: '登录', exact: true }).click();
    const initial = web.getByRole('dialog', { name: '初始密码设置' });
    await expect(initial).toBeVisible();
    await initial.getByLabel('新密码').fill('Lin12345');
    await initial.getByLabel('确认密码').fill('Lin12345');
    await initial.getByRole('button', { name: '确定' }).click();
    await expectTeacherHome(web, teacher);
    await web.getByLabel('学期').selectOption({ label: semester });
    await expect(web.getByRole('article', { name: className })).toBeVisible();
    await context.close();
  });
});
