import { aiClassControlEndpoints, AiWorkshopMessages, formatMessage } from '@haoduo/contract';
import { expect, test } from './support/axe';
import { apiClient, signInStudentByApi, signInTeacherByApi } from './support/session';

/**
 * The teacher in the room: 李老师 pauses 四年级绘本班 (AI4001) and locks a tool from
 * the class page; the pupil stu002, who has not chosen a current class, sees it on /ai within
 * seconds (the page polls the status of the class a job would use) and cannot run; lifted,
 * the pupil can again. Then the class may create only during a lesson: held until the
 * teacher starts one, free during it, held again after 下课. AI4001 and stu002 are used by no
 * other AI journey.
 */
test.describe('AI class controls (李老师 and stu002)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a pause and a lock reach the pupil’s page within seconds', async ({ page, browser }) => {
    const pupil = await signInStudentByApi(page, 'stu002', 'Stud1234', '/ai/painting');
    // The first page of a fresh server on a busy machine may take a while.
    await expect(page.getByRole('heading', { name: 'AI绘画' })).toBeVisible({ timeout: 30_000 });
    const pupilApi = await apiClient(page.request, {
      token: pupil.token,
      accountType: pupil.accountType,
      schoolId: pupil.accountList[0]!.schoolId,
    });
    const classId = (await pupilApi.call(aiClassControlEndpoints.status, { tool: 'draw' })).classId;
    const prompt = page.getByLabel('说说你想要什么');
    await prompt.fill('一只小猫在看书');
    const run = page.getByRole('button', { name: '开始创作' });
    await expect(run).toBeEnabled();

    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signInTeacherByApi(
      teacher,
      '13800000002',
      'Teach1234',
      `/user/student/list/detail/${classId}`,
    );
    const controls = teacher.getByRole('region', { name: 'AI课堂控制' });
    await expect(controls).toBeVisible({ timeout: 20_000 });

    // Pause: the pupil's page says so and holds the button (polled every 5 s).
    await controls.getByRole('switch', { name: '暂停本班的AI创作' }).click();
    await expect(controls.getByText('已暂停本班的AI创作（点开关恢复）')).toBeVisible();
    await expect(page.getByTestId('ai-blocked')).toHaveText(AiWorkshopMessages.CLASS_PAUSED, {
      timeout: 15_000,
    });
    await expect(run).toBeDisabled();

    // Resume, and lock drawing instead.
    await controls.getByRole('switch', { name: '暂停本班的AI创作' }).click();
    await expect(controls.getByText('暂停本班的AI创作', { exact: true })).toBeVisible();
    // The box follows the saved controls: it shows checked once the server has them.
    const lockDrawing = controls.getByRole('checkbox', { name: 'AI绘画' });
    await lockDrawing.click();
    await expect(lockDrawing).toBeChecked();
    await expect(page.getByTestId('ai-blocked')).toHaveText(
      formatMessage(AiWorkshopMessages.TOOL_LOCKED, { tool: 'AI绘画' }),
      { timeout: 15_000 },
    );
    await expect(run).toBeDisabled();

    // Lifted: the pupil can create again.
    await lockDrawing.click();
    await expect(lockDrawing).not.toBeChecked();
    await expect(page.getByTestId('ai-blocked')).toBeHidden({ timeout: 15_000 });
    await expect(run).toBeEnabled();

    // Only during a lesson: no lesson open, so the pupil waits for it.
    const lessonRequired = controls.getByRole('switch', { name: '只在上课时可以生成' });
    await lessonRequired.click();
    await expect(lessonRequired).toBeChecked();
    const lesson = controls.getByRole('group', { name: '上课' });
    await expect(lesson.getByText('还没有上课，学生现在不能用AI创作')).toBeVisible();
    await expect(page.getByTestId('ai-blocked')).toHaveText(AiWorkshopMessages.LESSON_REQUIRED, {
      timeout: 15_000,
    });
    await expect(run).toBeDisabled();

    // The teacher starts the lesson (45 minutes): the pupil can create.
    await lesson.getByRole('button', { name: '开始上课' }).click();
    await expect(lesson.getByText(/^正在上课，\d\d:\d\d 下课$/)).toBeVisible();
    await expect(page.getByTestId('ai-blocked')).toBeHidden({ timeout: 15_000 });
    await expect(run).toBeEnabled();

    // The lesson ends: held again until the next one.
    await lesson.getByRole('button', { name: '下课' }).click();
    await expect(lesson.getByRole('button', { name: '开始上课' })).toBeVisible();
    await expect(page.getByTestId('ai-blocked')).toHaveText(AiWorkshopMessages.LESSON_REQUIRED, {
      timeout: 15_000,
    });
    await expect(run).toBeDisabled();

    // Back as it was (a reused server runs the journey again).
    await lessonRequired.click();
    await expect(lessonRequired).not.toBeChecked();
    await expect(page.getByTestId('ai-blocked')).toBeHidden({ timeout: 15_000 });
    await expect(run).toBeEnabled();
    await teacherContext.close();
  });
});
