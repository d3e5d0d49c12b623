import { courseAppEndpoints, weekScheduleEndpoints, type TLesson } from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import {
  apiClient,
  apiTeacherSignIn,
  signInStudentByApi,
  signInTeacherByApi,
} from './support/session';

const TEACHER = { mobile: '13800000002', password: 'Teach1234' };
const PUPIL = { username: 'stu001', password: 'Stud1234', name: '张小明' };
const CLASS_NAME = '三年级AI创作班';
const DAY_MS = 86_400_000;

/**
 * A held painting lesson of 三年级AI创作班 (it follows the picture-book course) that 张小明 has
 * not handed in yet, as 李老师's 待办提醒 lists it: its lesson and how many weeks back it is
 * (the demo schedule starts a few weeks before the day the demo data is loaded).
 */
async function lessonToHandIn(page: Page): Promise<{ lesson: TLesson; weeksBack: number }> {
  const signIn = await apiTeacherSignIn(page.request, TEACHER.mobile, TEACHER.password);
  const api = await apiClient(page.request, {
    token: signIn.token,
    accountType: signIn.accountType,
    schoolId: signIn.accountList[0]!.schoolId,
  });
  const today = Date.now() + 8 * 3600_000;
  for (let weeksBack = 0; weeksBack < 6; weeksBack += 1) {
    const date = new Date(today - weeksBack * 7 * DAY_MS).toISOString().slice(0, 10);
    const todo = await api.call(weekScheduleEndpoints.todoWarn, { date });
    for (const held of todo.lessons) {
      if (held.courseClassName !== CLASS_NAME || !held.lesson) continue;
      if (!held.missingPupils.some((p) => p.name === PUPIL.name)) continue;
      const lesson = await api.call(courseAppEndpoints.lessonDetail, { id: held.lesson.id });
      if (lesson.toolLinks[0]?.tool === 'painting') return { lesson, weeksBack };
    }
  }
  throw new Error('the demo schedule has no held painting lesson 张小明 has not handed in');
}

/** 李老师's 待办提醒 item of the lesson in 三年级AI创作班, in the week `weeksBack` weeks ago. */
async function todoOfLesson(page: Page, title: string, weeksBack: number) {
  const week = page.getByRole('region', { name: /本周课表|课表/ });
  await expect(week.getByRole('button', { name: /上一周/ })).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < weeksBack; i += 1) {
    await week.getByRole('button', { name: /上一周/ }).click();
  }
  const todo = page.getByTestId('todo-warn');
  await expect(todo).toBeVisible();
  return todo
    .getByRole('listitem')
    .filter({ hasText: `《${title}》` })
    .filter({ hasText: CLASS_NAME });
}

test.describe('a lesson from the course to the hand-in (张小明 and 李老师)', () => {
  // Drawing on a busy machine takes a while.
  test.describe.configure({ timeout: 180_000 });

  test('the pupil opens the class lesson, draws with its prompt, and it counts as handed in', async ({
    page,
    browser,
  }) => {
    const { lesson, weeksBack } = await lessonToHandIn(page);
    const link = lesson.toolLinks[0]!;

    // 李老师's to-do lists 张小明 for the lesson.
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signInTeacherByApi(teacher, TEACHER.mobile, TEACHER.password, '/user/student/list');
    const before = await todoOfLesson(teacher, lesson.title, weeksBack);
    await expect(before.getByRole('list', { name: '还没交作品' })).toContainText(PUPIL.name);

    // The pupil finds the class's course first on /aiCourse and opens the lesson.
    await signInStudentByApi(page, PUPIL.username, PUPIL.password, '/aiCourse');
    await expect(page.getByRole('heading', { level: 1, name: 'AI课程' })).toBeVisible({
      timeout: 30_000,
    });
    const mine = page.getByRole('article').filter({ hasText: `${CLASS_NAME}正在学这门课` });
    await expect(mine).toContainText('我的班级课程');
    await expect(mine).toContainText(lesson.courseTitle);
    await mine.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/course/detail\\?id=${lesson.courseId}$`));
    await expect(page.getByRole('heading', { level: 1, name: lesson.courseTitle })).toBeVisible();
    await page
      .getByRole('region', { name: '课程目录' })
      .getByRole('link', { name: new RegExp(lesson.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/course/lesson\\?id=${lesson.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: '学习目标' })).toBeVisible();
    await expect(page.getByText('教学提示')).toHaveCount(0);

    // 开始创作 opens AI painting with the lesson's prompt.
    await page.getByRole('link', { name: /开始创作/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ai/painting\\?lesson=${lesson.id}$`));
    await expect(page.getByRole('heading', { name: 'AI绘画' })).toBeVisible({ timeout: 30_000 });
    const banner = page.getByTestId('lesson-task');
    await expect(banner).toContainText(link.title);
    await expect(banner).toContainText('作品完成后会自动交给老师');
    await expect(page.getByLabel('说说你想要什么')).toHaveValue(link.prompt);

    // The finished picture is kept as a work and counts as handed in.
    await page.getByRole('button', { name: '开始创作' }).click();
    const result = page.getByTestId('ai-result');
    const picture = result.getByRole('img', { name: link.prompt });
    const failed = page.getByRole('alert').filter({ hasText: '这次没有成功' });
    await expect(picture.or(failed)).toBeVisible({ timeout: 90_000 });
    if (await failed.isVisible()) {
      // A cold AI engine on a busy machine may miss its time once; a retry is free.
      await page.getByRole('button', { name: '再来一次' }).click();
    }
    await expect(picture).toBeVisible({ timeout: 90_000 });
    await expect(result.getByText('已经存到“我的作品”里啦')).toBeVisible();
    await expect(banner).toContainText('作品已交', { timeout: 20_000 });

    // 李老师's to-do no longer lists 张小明 for the lesson.
    await teacher.reload();
    const after = await todoOfLesson(teacher, lesson.title, weeksBack);
    await expect(teacher.getByTestId('todo-warn')).toBeVisible();
    if ((await after.count()) > 0) {
      await expect(after.getByRole('list', { name: '还没交作品' })).not.toContainText(PUPIL.name);
    }
    // The lesson page shows the class's hand-ins to its teacher.
    await teacher.goto(`/course/lesson?id=${lesson.id}`);
    await expect(teacher.getByRole('heading', { name: '教学提示' })).toBeVisible({
      timeout: 20_000,
    });
    const chooser = teacher.getByRole('combobox', { name: '班级' });
    if ((await chooser.count()) > 0) await chooser.selectOption({ label: CLASS_NAME });
    const handIn = teacher.getByTestId('lesson-hand-in');
    await expect(handIn.getByRole('list', { name: '作品已交' })).toContainText(PUPIL.name, {
      timeout: 20_000,
    });
    await teacherContext.close();
  });
});
