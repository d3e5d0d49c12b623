import {
  AI_POINT_DEFAULT_COSTS,
  AiPointRuleType,
  MODERATION_CATEGORY_MESSAGES,
} from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import { signInStudentByApi } from './support/session';

/** The AI points shown in the workshop's bar (AI点数 N). */
async function shownPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('ai-points').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

test.describe('AI painting (stu001)', () => {
  // Drawing and saving on a busy machine take a while.
  test.describe.configure({ timeout: 120_000 });

  test('draws a picture from an example, sees it, and the points drop by the cost', async ({
    page,
  }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai');
    await expect(page).toHaveURL(/\/ai\/painting/);
    await expect(page.getByRole('heading', { name: 'AI绘画' })).toBeVisible();
    await expect(page.getByTestId('ai-points')).toBeVisible();
    const before = await shownPoints(page);
    const cost = AI_POINT_DEFAULT_COSTS[AiPointRuleType.DRAW];
    await expect(page.getByTestId('ai-cost')).toContainText(`这次需要 ${cost} 点`);

    const run = page.getByRole('button', { name: '开始创作' });
    await expect(run).toBeDisabled();
    await page.getByRole('button', { name: '三只小鸭子在池塘里游泳' }).first().click();
    await expect(page.getByLabel('说说你想要什么')).toHaveValue('三只小鸭子在池塘里游泳');
    await page.getByText('水彩', { exact: true }).click();
    await run.click();

    const picture = page.getByRole('img', { name: '三只小鸭子在池塘里游泳' });
    await expect(picture).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The result comes into view by itself, with a cheer and the next things to try.
    const result = page.getByTestId('ai-result');
    await expect(result).toBeInViewport({ ratio: 0.3 });
    await expect(result.getByTestId('ai-cheer')).toBeVisible();
    await expect(result.getByRole('link', { name: '给它配上音乐' })).toHaveAttribute(
      'href',
      `/ai/music?prompt=${encodeURIComponent('三只小鸭子在池塘里游泳')}`,
    );
    await expect.poll(() => shownPoints(page)).toBe(before - cost);
    await expect(result.getByText('已经存到“我的作品”里啦')).toBeVisible();

    // Favourite it, and find it in the favourites.
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await expect(
      page.getByRole('tabpanel', { name: '我的收藏' }).getByText('三只小鸭子在池塘里游泳').first(),
    ).toBeVisible();

    // Already kept as a single-picture work (a private draft): 我的作品 opens on the pictures.
    await page.getByRole('button', { name: '去我的作品分享' }).click();
    await expect(page).toHaveURL(/\/user\/my\/book\?kind=picture$/);
    await expect(
      page.getByRole('article', { name: '三只小鸭子在池塘里游泳' }).first(),
    ).toBeVisible();
  });

  test('an unsafe prompt is refused kindly and costs nothing', async ({ page }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/painting');
    await expect(page.getByTestId('ai-points')).toBeVisible();
    const before = await shownPoints(page);
    await page.getByLabel('说说你想要什么').fill('画一个血腥的杀人场面');
    await page.getByRole('button', { name: '开始创作' }).click();
    const refusal = page.getByTestId('ai-refusal');
    await expect(refusal).toContainText(MODERATION_CATEGORY_MESSAGES.violence);
    await expect(refusal).toContainText('这次没有扣AI点数');
    await expect(refusal).not.toContainText('杀人');
    await page.reload();
    await expect(page.getByTestId('ai-points')).toBeVisible();
    expect(await shownPoints(page)).toBe(before);
  });
});
