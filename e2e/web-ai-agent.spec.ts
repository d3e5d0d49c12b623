import { AI_POINT_DEFAULT_COSTS, AiPointRuleType } from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import { signInStudentByApi } from './support/session';

async function shownPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('ai-points').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

test.describe('AI agent (stu001)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('builds an agent, chats with it (streamed answer) and shares it', async ({ page }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/agent');
    await expect(page.getByRole('heading', { name: '做一个智能体' })).toBeVisible();
    await page.getByLabel('名字').fill('恐龙博士');
    await page.getByLabel('开场白').fill('你好！我是恐龙博士，想知道哪种恐龙最大吗？');
    await page
      .getByLabel('它是谁、怎么说话')
      .fill(
        '你是一位喜欢恐龙的科学家，用小学生能听懂的话回答。最大的恐龙是阿根廷龙，身长三十多米。',
      );
    await page.getByRole('button', { name: '添加快捷指令' }).click();
    await page.getByPlaceholder('按钮上的字').fill('最大的恐龙');
    await page.getByPlaceholder('点按钮时发送的话').fill('哪种恐龙最大？');
    await page.getByRole('button', { name: '保存智能体' }).click();

    await expect(page).toHaveURL(/agentId=\d+/, { timeout: 30_000 });
    const lines = page.getByTestId('chat-lines');
    await expect(lines).toContainText('你好！我是恐龙博士', { timeout: 30_000 });
    await expect(page.getByTestId('ai-points')).toBeVisible();
    // Without a model server the chat says it is the offline helper.
    await expect(page.getByTestId('chat-offline-notice')).toContainText('离线小助手');
    const before = await shownPoints(page);
    const charged = before - AI_POINT_DEFAULT_COSTS[AiPointRuleType.AGENT];

    // The quick command's question is answered from the agent's own text, for a point.
    await page.getByRole('button', { name: '最大的恐龙' }).click();
    const answer = lines.locator('[data-role="assistant"]').nth(1);
    await expect(answer).toContainText('阿根廷龙', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    await expect.poll(() => shownPoints(page), { timeout: 15_000 }).toBe(charged);

    // A question it cannot answer says so and costs nothing.
    await page.getByLabel('想对它说什么？').fill('火星上有几个卫星？');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(lines.locator('[data-role="user"]').last()).toHaveText('火星上有几个卫星？');
    const unknown = lines.locator('[data-role="assistant"]').nth(2);
    await expect(unknown).toContainText('这个问题我还不知道呢', { timeout: 30_000 });
    await expect(unknown).toContainText('这次不扣点数');
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    expect(await shownPoints(page)).toBe(charged);

    await page.getByRole('button', { name: '分享为作品' }).click();
    await expect(page.getByText('已经存到“我的作品”里啦')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('complementary').getByText('恐龙博士').first()).toBeVisible();
  });
});
