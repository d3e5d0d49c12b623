import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page answers input. The pages a visitor arrives on come rendered from
 * the server and show before their scripts: #root is aria-busy until the browser has
 * hydrated the page (keys and clicks before that may go unanswered, as on a slow phone).
 */
export async function expectInteractive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 30_000,
  });
}

/** Opens a page and waits until it answers input. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectInteractive(page);
}
