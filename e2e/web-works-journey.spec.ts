import { expect, test, type Browser, type Page } from './support/axe';
import { expectInteractive, openPage } from './support/page-ready';
import {
  expectCreationCentre,
  expectTeacherHome,
  signInAsStudent,
  signInAsTeacherWithPassword,
} from './support/login-page';
import { solidPng as png } from './support/png';
import { signInStudentByApi } from './support/session';

const file = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(...rgb),
});

async function uploadPicture(page: Page, name: string, rgb: [number, number, number]) {
  const sheet = page.locator('main, body').first();
  await sheet.locator('input[type=file]').first().setInputFiles(file(name, rgb));
  await expect(page.getByRole('button', { name: '换一张图片' })).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

const suffix = String(Date.now()).slice(-6);
const TITLE = `月亮上的小猫${suffix}`;
const COVER_AUTHOR = `星星画家${suffix}`;
const TEXTS = ['小猫抬头看见了月亮。', '它坐上纸飞机飞呀飞。', '月亮上有一条会唱歌的鱼。'];

test.describe.configure({ mode: 'serial' });

test('a picture book from the editor to the gallery, liked and read', async ({ browser }) => {
  test.setTimeout(300_000);

  // stu001 makes a three-page picture book with pictures.
  const pupil = await newPage(browser);
  await signInAsStudent(pupil, 'stu001', 'Stud1234');
  await expectCreationCentre(pupil, '张小明');
  await pupil.getByRole('button', { name: '创作新绘本' }).click();
  await expect(pupil).toHaveURL(/\/book\/edit\?id=\d+/);
  const id = Number(new URL(pupil.url()).searchParams.get('id'));

  await pupil.getByLabel('作品名称').fill(TITLE);
  await pupil.getByPlaceholder('写上你的名字或笔名').fill(COVER_AUTHOR);
  await pupil.getByPlaceholder('用几句话介绍你的绘本').fill('一只小猫去月亮上旅行的故事。');
  await uploadPicture(pupil, 'cover.png', [250, 200, 60]);

  const strip = pupil.getByRole('navigation', { name: '绘本的页面' });
  const colours: [number, number, number][] = [
    [230, 80, 80],
    [80, 180, 90],
    [70, 120, 230],
  ];
  for (const [index, text] of TEXTS.entries()) {
    await strip.getByRole('button', { name: `第 ${index + 1} 页`, exact: true }).click();
    await uploadPicture(pupil, `page${index + 1}.png`, colours[index]!);
    await pupil.getByLabel(`第 ${index + 1} 页的文字`).fill(text);
  }
  await expect(strip.getByTestId('editor-page')).toHaveCount(3);

  // Reorder: drag the third page before the first.
  await strip.getByTestId('editor-page').nth(2).dragTo(strip.getByTestId('editor-page').nth(0));
  await strip.getByRole('button', { name: '第 1 页', exact: true }).click();
  await expect(pupil.getByLabel('第 1 页的文字')).toHaveValue(TEXTS[2]!);

  await expect(pupil.getByRole('status')).toHaveText(/已保存/, { timeout: 15_000 });
  await pupil.getByRole('button', { name: '提交审核' }).click();
  await expect(pupil).toHaveURL(/\/user\/my\/book$/);
  const mine = pupil.getByRole('article', { name: TITLE });
  await expect(mine.getByText('待审核')).toBeVisible();

  // Not public yet: absent from the gallery.
  const visitor = await newPage(browser);
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  await expect(visitor.getByText('这里还没有作品')).toBeVisible();

  // 王老师 approves it (school picker → 好多AI实验小学 → 学员作品).
  const teacher = await newPage(browser);
  await signInAsTeacherWithPassword(teacher, '13800000001', 'Teach1234');
  const schools = teacher.getByRole('dialog', { name: '选择学校' });
  await schools.getByText('好多AI实验小学').click();
  await schools.getByRole('button', { name: '确定' }).click();
  // A teacher starts on their classes, not on an empty 我的作品.
  await expectTeacherHome(teacher, '王老师');
  await expect(teacher.getByRole('heading', { name: '课班管理', level: 1 })).toBeVisible();
  await teacher
    .getByRole('navigation', { name: '创作中心' })
    .getByRole('link', { name: '学员作品' })
    .click();
  const queue = teacher.getByRole('region', { name: '待审核作品' });
  const pending = queue.getByRole('article', { name: TITLE });
  await expect(pending).toBeVisible();
  // 通过 asks first, with an optional word for the pupil.
  await pending.getByRole('button', { name: '通过', exact: true }).click();
  const approve = teacher.getByRole('dialog', { name: `通过审核：${TITLE}` });
  await approve.getByLabel('给学生的话（选填）').fill('画得真好，月亮很亮！');
  await approve.getByRole('button', { name: '通过并发布' }).click();
  await expect(approve).toBeHidden();
  await expect(queue.getByRole('article', { name: TITLE })).toHaveCount(0);
  // One state per work in the table, and its class.
  const table = teacher.getByRole('table', { name: '全部作品' });
  const row = table.getByRole('row').filter({ hasText: TITLE });
  await expect(row.getByText('已发布', { exact: true })).toBeVisible();
  await expect(row.getByText('三年级AI创作班')).toBeVisible();
  await expect(row.getByText('审核通过')).toHaveCount(0);

  // The pupil reads the teacher's word.
  await pupil.reload();
  await expect(pupil.getByRole('article', { name: TITLE }).getByRole('note')).toHaveText(
    /画得真好，月亮很亮！/,
  );

  // Public now: in the gallery, and found by title, by author and by school.
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  const found = visitor.getByRole('article', { name: TITLE });
  await expect(found).toBeVisible();
  // The public author name protects the pupil (张**, or their pen name).
  const author = (await found.getByTestId('work-author').textContent()) ?? '';
  expect(author).not.toContain('张小明');
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(author)}&sort=newest`);
  await expect(visitor.getByRole('article', { name: TITLE })).toBeVisible();
  await visitor.goto(`/worksSquare?keyword=${encodeURIComponent('好多AI实验小学')}&sort=newest`);
  await expect(visitor.getByRole('article', { name: TITLE })).toBeVisible();
  await openPage(visitor, '/worksSquare?sort=newest');
  await expect(visitor.getByRole('article', { name: TITLE })).toBeVisible();

  // stu002 likes it twice: the count rises by one.
  const friend = await newPage(browser);
  await signInAsStudent(friend, 'stu002', 'Stud1234');
  await expectCreationCentre(friend, '李小红');
  await openPage(friend, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  const card = friend.getByRole('article', { name: TITLE });
  await expect(card.getByTestId('like-count')).toHaveText('0');
  await card.getByRole('button', { name: /点赞/ }).click();
  await expect(card.getByTestId('like-count')).toHaveText('1');
  await friend.reload();
  await expectInteractive(friend);
  await friend.getByRole('article', { name: TITLE }).getByRole('button', { name: /点赞/ }).click();
  await expect(friend.getByRole('article', { name: TITLE }).getByTestId('like-count')).toHaveText(
    '1',
  );
  await friend.goto(`/book/detail?id=${id}`);
  // The detail's own like button (related works below have theirs).
  const like = friend.getByRole('button', { name: /点赞/ }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like.getByTestId('like-count')).toHaveText('1');

  // The reader turns its pages: cover, the three pages in their new order.
  await openPage(visitor, `/book/reading?id=${id}`);
  const counter = visitor.getByTestId('page-counter');
  await expect(counter).toHaveText('1 / 4');
  await expect(visitor.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 4');
  await expect(visitor.getByText(TEXTS[2]!)).toBeVisible();
  await visitor.getByRole('button', { name: '下一页' }).last().click();
  await expect(counter).toHaveText('3 / 4');
  await expect(visitor.getByText(TEXTS[0]!)).toBeVisible();
  await visitor.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 4');

  // The teacher takes the publication back: it leaves the gallery at once, back to review.
  await teacher.reload();
  const published = teacher
    .getByRole('table', { name: '全部作品' })
    .getByRole('row')
    .filter({ hasText: TITLE });
  await published.getByRole('button', { name: '撤回发布' }).click();
  const revoke = teacher.getByRole('dialog', { name: `撤回发布：${TITLE}` });
  await revoke.getByLabel('撤回的原因（选填）').fill('再检查一下文字');
  await revoke.getByRole('button', { name: '撤回', exact: true }).click();
  await expect(revoke).toBeHidden();
  await expect(published.getByText('待审核', { exact: true })).toBeVisible();
  await expect(
    teacher.getByRole('region', { name: '待审核作品' }).getByRole('article', { name: TITLE }),
  ).toBeVisible();
  await openPage(visitor, `/worksSquare?keyword=${encodeURIComponent(TITLE)}`);
  await expect(visitor.getByText('这里还没有作品')).toBeVisible();
});

test('a drawing is in 我的作品 by itself, and the pupil shares it', async ({ browser }) => {
  test.setTimeout(180_000);
  const prompt = `一条会飞的鲸鱼${suffix}`;
  const pupil = await newPage(browser);
  await signInStudentByApi(pupil, 'stu001', 'Stud1234', '/ai/painting');
  await pupil.getByLabel('说说你想要什么').fill(prompt);
  await pupil.getByRole('button', { name: '开始创作' }).click();
  await expect(pupil.getByRole('img', { name: prompt })).toBeVisible({ timeout: 60_000 });
  await expect(pupil.getByText('已经存到“我的作品”里啦')).toBeVisible();

  // Nothing to save: 我的作品 has it among the pictures, a private draft named by the prompt.
  await openPage(pupil, '/user/my/book');
  await pupil
    .getByRole('radiogroup', { name: '作品种类' })
    .getByText('绘画', { exact: true })
    .click();
  const drawing = pupil.getByRole('article', { name: prompt });
  await expect(drawing.getByText('草稿', { exact: true })).toBeVisible();
  await expect(pupil.getByRole('article', { name: TITLE })).toHaveCount(0);
  await drawing.getByRole('button', { name: '分享到作品广场' }).click();
  await expect(drawing.getByText('待审核', { exact: true })).toBeVisible();

  // Its teacher finds it waiting for review.
  const teacher = await newPage(browser);
  await signInAsTeacherWithPassword(teacher, '13800000002', 'Teach1234');
  await expectTeacherHome(teacher, '李老师');
  await openPage(teacher, '/user/student/book');
  await expect(
    teacher.getByRole('region', { name: '待审核作品' }).getByRole('article', { name: prompt }),
  ).toBeVisible();
});
