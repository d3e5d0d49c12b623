import { expect, test, type Page } from './support/axe';
import { expectCreationCentre, signInAsStudent, storedSession } from './support/login-page';
import { closeDialogWith } from './support/dialogs';

/** The current class as the shell's switcher shows it. */
function classSwitcher(page: Page) {
  return page.getByLabel('切换班级');
}

/**
 * 张小明 (stu001) in the user shell: two classes in session, the class switcher, and
 * 加入新班级 with AI4001 (first join, then a repeat join).
 */
test.describe('student shell', () => {
  test('stu001 switches classes, then joins AI4001', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsStudent(page, 'stu001', 'Stud1234');
    await expectCreationCentre(page, '张小明');

    await expect(page.locator('aside')).toContainText('张小明');
    await expect(page.locator('aside')).not.toContainText('张小明老师');
    await expect(page.locator('aside').getByTitle('三年级AI创作班')).toBeVisible();
    const menu = page.getByRole('navigation', { name: '创作中心' });
    await expect(menu.getByRole('link', { name: '我的作品' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // AI3001 carries picture books (tool type 1) and is in session: printing is offered.
    await expect(menu.getByRole('link', { name: '绘本印刷' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '课班管理' })).toHaveCount(0);

    // Each option (the browser's own list): status, class name, semester and school.
    let options = classSwitcher(page);
    const club = options.getByRole('option', { name: /初一AI社团/ });
    await expect(club).toContainText('开班中');
    await expect(club).toContainText('2026秋季学期 · 未来科技中学');
    await expect(options.getByRole('option')).toHaveCount(2);

    // Switching goes to my/book; the club has no picture books, so no printing.
    await classSwitcher(page).selectOption({ label: (await club.textContent())! });
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await expect(page.locator('aside').getByTitle('初一AI社团')).toBeVisible();
    await expect(page.locator('aside')).toContainText('未来科技中学');
    await expect(menu.getByRole('link', { name: '绘本印刷' })).toHaveCount(0);
    expect((await storedSession(page))?.currentCourseClass?.courseClassName).toBe('初一AI社团');

    // 加入新班级: the code is required.
    await page.getByRole('button', { name: '加入新班级' }).click();
    let join = page.getByRole('dialog', { name: '加入新班级' });
    await join.getByRole('button', { name: '加入' }).click();
    await expect(join.getByText('请输入班级码')).toBeVisible();

    // The field clears when the dialog closes.
    await join.getByLabel('班级码').fill('AI4001');
    await closeDialogWith(join, '取消');
    await page.getByRole('button', { name: '加入新班级' }).click();
    join = page.getByRole('dialog', { name: '加入新班级' });
    await expect(join.getByLabel('班级码')).toHaveValue('');

    // An unknown code is refused with the server's message.
    await join.getByLabel('班级码').fill('NOPE99');
    await join.getByRole('button', { name: '加入' }).click();
    await expect(page.getByText('班级码不存在，请检查后重新输入')).toBeVisible();

    // First join: the congratulation dialog; the list is refreshed and the class selected.
    await join.getByLabel('班级码').fill('ai4001');
    await join.getByRole('button', { name: '加入' }).click();
    const joined = page.getByRole('dialog', { name: '加入成功' });
    await expect(joined).toBeVisible();
    await expect(joined).toContainText('恭喜你加入新班级！');
    await expect(joined).toContainText('四年级绘本班');
    await expect(joined).toContainText('开班中');
    await expect(joined).toContainText('好多AI实验小学');
    await expect(joined).toContainText('2026秋季学期');
    await expect(page.locator('aside').getByTitle('四年级绘本班')).toBeVisible();
    await closeDialogWith(joined, '前往新班级');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await expect(menu.getByRole('link', { name: '绘本印刷' })).toBeVisible();

    options = classSwitcher(page);
    await expect(options.getByRole('option')).toHaveCount(3);

    // A repeat join asks whether to go now; "not now" closes the dialog.
    await page.getByRole('button', { name: '加入新班级' }).click();
    join = page.getByRole('dialog', { name: '加入新班级' });
    await join.getByLabel('班级码').fill('AI4001');
    await join.getByRole('button', { name: '加入' }).click();
    const again = page.getByRole('dialog', { name: '温馨提示' });
    await expect(again).toContainText('你已经在「四年级绘本班」中了，是否现在前往这个班级？');
    await closeDialogWith(again, '暂不前往');

    // The chosen class survives a reload.
    await page.reload();
    await expect(page.locator('aside').getByTitle('四年级绘本班')).toBeVisible();
  });

  test('a student cannot open the teacher pages of the shell', async ({ page }) => {
    await signInAsStudent(page, 'stu002', 'Stud1234');
    await expectCreationCentre(page, '李小红');
    await page.goto('/user/student/list');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    await page.goto('/user/student/book');
    await expect(page).toHaveURL(/\/user\/my\/book$/);
  });
});
