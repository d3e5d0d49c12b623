import { expect, test, type Browser, type Page } from './support/axe';
import { signInStudentByApi, signInTeacherByApi } from './support/session';
import { writeTrainingMedia } from './support/training-media';
import { category, holdToRecord, sampleCount } from './support/training-lab';

const media = writeTrainingMedia();
const SHOTS = 'test-results/training-class';

/** A new browser (its own storage, as on another computer) signed in at the image lab. */
async function signedInLab(browser: Browser, who: 'teacher' | 'pupil'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  if (who === 'teacher') {
    // 李老师 teaches 四年级绘本班 (AI4001), whose pupil is 李小红 (stu002).
    await signInTeacherByApi(page, '13800000002', 'Teach1234', '/ai/training/image');
  } else {
    await signInStudentByApi(page, 'stu002', 'Stud1234', '/ai/training/image');
  }
  await expect(page.locator('[data-model="ready"]')).toBeVisible({ timeout: 90_000 });
  return page;
}

const panel = (page: Page) => page.getByRole('region', { name: '班级项目' });

/** The teacher's class in the panel: 四年级绘本班. */
async function pickClass(page: Page) {
  await panel(page).getByRole('combobox', { name: '班级' }).selectOption('四年级绘本班');
}

async function shoot(page: Page, name: string) {
  await panel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('class project: the teacher opens it, a pupil gives camera samples, the class trains one model, a pupil uses it; a pupil saves to my works and reopens elsewhere', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const projectName = `小人和红球${Date.now() % 100_000}`;

  // The teacher names the lab's categories and opens a class project with them.
  const teacher = await signedInLab(browser, 'teacher');
  await category(teacher, 0).getByRole('textbox').fill('小人');
  await category(teacher, 1).getByRole('textbox').fill('红球');
  await pickClass(teacher);
  await panel(teacher).getByRole('button', { name: '开设班级项目' }).click();
  const form = teacher.getByRole('dialog', { name: '开设班级项目' });
  await form.getByRole('textbox', { name: '项目名称' }).fill(projectName);
  await form.getByRole('button', { name: '开设' }).click();
  await expect(teacher.getByText('班级项目已开设')).toBeVisible();
  await expect(panel(teacher)).toContainText(projectName);
  await expect(panel(teacher)).toContainText('小人：0 个');

  // The pupil collects from the fake camera and from files, and gives them to the class.
  const pupil = await signedInLab(browser, 'pupil');
  await expect(panel(pupil)).toContainText(projectName, { timeout: 20_000 });
  await category(pupil, 0).getByRole('textbox').fill('小人');
  await category(pupil, 1).getByRole('textbox').fill('红球');
  await pupil.getByRole('button', { name: '打开摄像头' }).click();
  await holdToRecord(pupil, 0, 6);
  await pupil.getByTestId('training-upload-1').setInputFiles(media.balls);
  await expect.poll(() => sampleCount(pupil, 1), { timeout: 30_000 }).toBe(6);
  const given = (await sampleCount(pupil, 0)) + 6;
  await panel(pupil).getByRole('button', { name: '把我的样本交给班级' }).click();
  await expect(pupil.getByText(`交给班级 ${given} 个样本`)).toBeVisible({ timeout: 30_000 });
  await expect(panel(pupil)).toContainText('红球：6 个（我的 6 个）');
  await shoot(pupil, 'pupil');

  // The pupil also trains and keeps the project in my works.
  await pupil.getByRole('button', { name: '开始训练' }).click();
  await expect(pupil.getByTestId('training-result')).toContainText('训练完成', { timeout: 60_000 });
  await pupil.getByRole('textbox', { name: '项目名称' }).fill('我的小人和红球');
  await pupil.getByRole('button', { name: '保存到我的作品' }).click();
  await expect(pupil.getByText('已保存到你的账号，换一台电脑也能打开')).toBeVisible();

  // The teacher loads the class's samples, trains, sees predictions and saves the class model.
  await teacher.reload();
  await expect(teacher.locator('[data-model="ready"]')).toBeVisible({ timeout: 90_000 });
  await pickClass(teacher);
  await expect(panel(teacher)).toContainText(`全班已有 ${given} 个样本`);
  await panel(teacher).getByRole('button', { name: '载入全班样本来训练' }).click();
  await expect(teacher.getByText(`载入了全班的 ${given} 个样本`)).toBeVisible({ timeout: 60_000 });
  expect(await sampleCount(teacher, 1)).toBe(6);
  await teacher.getByRole('button', { name: '开始训练' }).click();
  await expect(teacher.getByTestId('training-result')).toContainText('训练完成', {
    timeout: 60_000,
  });
  await teacher.getByTestId('training-test-upload').setInputFiles(media.balls[2]!);
  await expect(teacher.getByTestId('training-answer')).toHaveText('模型认为是：红球');
  await panel(teacher).getByRole('button', { name: '保存为班级模型' }).click();
  await expect(teacher.getByText('班级模型已保存，全班同学都可以使用了')).toBeVisible();
  await shoot(teacher, 'teacher');

  // The pupil uses the class model (the list refreshes by itself).
  await expect(panel(pupil).getByRole('button', { name: '使用班级模型' })).toBeVisible({
    timeout: 30_000,
  });
  await panel(pupil).getByRole('button', { name: '使用班级模型' }).click();
  await expect(pupil.getByText('已打开班级模型，到第3步试试吧')).toBeVisible();
  await pupil.getByTestId('training-test-upload').setInputFiles(media.balls[4]!);
  await expect(pupil.getByTestId('training-answer')).toHaveText('模型认为是：红球');

  // Another computer: the pupil opens the project from my works, samples and model with it.
  const elsewhere = await signedInLab(browser, 'pupil');
  await elsewhere.getByRole('button', { name: '从我的作品打开' }).click();
  const dialog = elsewhere.getByRole('dialog', { name: '我的作品里的训练项目' });
  await dialog
    .getByRole('listitem')
    .filter({ hasText: '我的小人和红球' })
    .getByRole('button', { name: '打开' })
    .click();
  await expect(elsewhere.getByText('已打开「我的小人和红球」')).toBeVisible();
  await expect(category(elsewhere, 1).getByRole('textbox')).toHaveValue('红球');
  expect(await sampleCount(elsewhere, 1)).toBe(6);
  await expect(elsewhere.getByText('模型已训练好')).toBeVisible();
  await elsewhere.getByTestId('training-test-upload').setInputFiles(media.balls[1]!);
  await expect(elsewhere.getByTestId('training-answer')).toHaveText('模型认为是：红球');

  // The teacher deletes the project: it is gone for the class.
  await panel(teacher).getByRole('button', { name: '删除项目' }).click();
  await teacher.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(teacher.getByText('班级项目已删除')).toBeVisible();
  await expect(panel(teacher)).not.toContainText(projectName);
});
