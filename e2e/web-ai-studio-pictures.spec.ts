import { expect, test } from './support/axe';
import { signInStudentByApi } from './support/session';

/** The studio chosen by pictures: the tool bar, and an agent's avatar from the ready-made ones. */
test.describe('AI studio pictures (stu001)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('moves between tools by their pictures and gives an agent a ready-made avatar', async ({
    page,
  }) => {
    await signInStudentByApi(page, 'stu001', 'Stud1234', '/ai/painting');
    const bar = page.getByRole('navigation', { name: 'AI工坊' });
    await expect(bar.getByRole('link', { name: 'AI绘画' })).toHaveAttribute('aria-current', 'page');
    const agentTool = bar.getByRole('link', { name: '智能体' });
    await expect(agentTool.locator('img')).toHaveJSProperty('complete', true);
    // The picture is a static file of the app, and it has loaded.
    expect(
      await agentTool.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await agentTool.click();
    await expect(page).toHaveURL(/\/ai\/agent$/);
    await expect(agentTool).toHaveAttribute('aria-current', 'page');

    await page.getByLabel('名字').fill('恐龙向导');
    const avatars = page.getByRole('radiogroup', { name: '头像' });
    await avatars.getByRole('radio', { name: '恐龙' }).click();
    await expect(avatars.getByRole('radio', { name: '恐龙' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: '保存智能体' }).click();
    await expect(page.getByText('智能体保存好了，和它聊聊吧！')).toBeVisible({ timeout: 30_000 });

    // Saved as the pupil's own picture, and shown beside the agent in the list.
    const mine = page.getByRole('complementary').getByRole('button', { name: '恐龙向导' });
    const icon = mine.locator('img');
    await expect(icon).toHaveAttribute('src', /^\/api\/media\//);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
