import ExcelJS from 'exceljs';
import { accessibilityFindings, expect, test, type Page } from './support/axe';

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

/** An antd select searched on the server: type, then pick the option. */
async function pick(page: Page, label: string, search: string, option = search) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(search);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(option, { exact: false })
    .first()
    .click();
}

/** The first worksheet's rows as text (row 1 is the header). */
async function readSheet(path: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/** A school system's roster: 年级, 班级, 姓名 per pupil. */
async function writeSchoolRoster(path: string, rows: string[][]): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('花名册');
  sheet.addRow(['年级', '班级', '姓名']);
  for (const row of rows) sheet.addRow(row);
  await book.xlsx.writeFile(path);
}

/**
 * The back office's files: an export runs as a file task and its xlsx, downloaded from the
 * download centre, opens with the expected rows; a school's roster syncs its pupils into
 * classes, and a row the sync cannot place is reported in Chinese.
 */
test.describe('console files', () => {
  // Each page is scanned on the way; a scan of every page after the test outlasts the
  // fixture's time on a busy machine.
  test.use({ accessibilityScan: false });

  test('an export from the download centre opens with its header and rows', async ({ page }) => {
    test.setTimeout(240_000);
    await signInToConsole(page);
    await openArea(page, '学生管理');
    await expect(page.getByRole('cell', { name: 'stu001' }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /导\s*出/ })
      .first()
      .click();
    await expect(page.getByText('前往下载中心')).toBeVisible({ timeout: 60_000 });

    await openArea(page, '下载中心');
    const row = page.getByRole('row').filter({ hasText: '已完成' }).first();
    await expect(row).toBeVisible({ timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s*载/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = test.info().outputPath('students.xlsx');
    await download.saveAs(file);

    const rows = await readSheet(file);
    expect(rows[0]).toEqual(['姓名', '登录名', '学校', '课班', '创建时间']);
    // stu001 has an account in two schools: a row each.
    const pupil = rows.find((r) => r[1] === 'stu001' && r[2] === '好多AI实验小学');
    expect(pupil?.[0]).toBe('张小明');
    expect(pupil?.[3]).toContain('三年级AI创作班');
    expect(pupil?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  test("a school's roster syncs into its classes; a bad row is reported", async ({ page }) => {
    test.setTimeout(240_000);
    const run = `${Date.now() % 100000}`;
    const grade = `三年级${run}`;
    const roster = test.info().outputPath('roster.xlsx');
    await writeSchoolRoster(roster, [
      [grade, '2班', `同步学生甲${run}`],
      [grade, '2班', `同步学生乙${run}`],
      ['九年级', '9班', `同步学生丙${run}`],
    ]);

    await signInToConsole(page);
    await openArea(page, '花名册同步');
    await pick(page, '学校', '好多AI实验小学');

    // The sync config: the roster's grade and class → a course class of the school.
    await page.getByLabel('名单中的年级').fill(grade);
    await page.getByLabel('名单中的班级').fill('2班');
    await pick(page, '课班', '三年级', '三年级AI创作班');
    await page.getByRole('button', { name: /添加配置/ }).click();
    await expect(page.getByRole('cell', { name: grade })).toBeVisible();

    // Sync now: two pupils created, the third row refused with its reason.
    await page.locator('input[type=file]').setInputFiles(roster);
    await page.getByRole('button', { name: '开始同步' }).click();
    const refused = '第4行：未找到“九年级9班”对应的课班，请先添加同步配置';
    await expect(page.getByRole('cell', { name: refused })).toBeVisible({ timeout: 60_000 });
    const result = page.locator('.ant-card').filter({ hasText: '立即同步' });
    await expect(result.locator('.ant-statistic').filter({ hasText: '成功' })).toContainText('2');
    await expect(result.locator('.ant-statistic').filter({ hasText: '失败' })).toContainText('1');

    // The run in the history, and the pupils in the class.
    const history = page.locator('.ant-card').filter({ hasText: '同步记录' });
    await expect(history.getByText('共 3 行，成功 2 人，失败 1 行')).toBeVisible({
      timeout: 30_000,
    });
    expect(await accessibilityFindings(page)).toEqual([]);
    await openArea(page, '学生管理');
    await page.getByRole('textbox', { name: /关键词/ }).fill(`同步学生甲${run}`);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByRole('cell', { name: `同步学生甲${run}` })).toBeVisible();
  });
});
