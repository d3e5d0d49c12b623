import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a training lab and waits until its AI model is loaded in the worker. */
export async function openLab(page: Page, lab: 'image' | 'posture' | 'music') {
  await page.goto(`/ai/training/${lab}`);
  if (lab !== 'music') {
    await expect(page.locator('[data-model="ready"]')).toBeVisible({ timeout: 90_000 });
  }
}

export const category = (page: Page, index: number): Locator =>
  page.getByTestId(`training-category-${index}`);

/** Presses and holds a category's record button until it has at least `count` samples. */
export async function holdToRecord(page: Page, index: number, count: number) {
  const button = category(page, index).getByRole('button', { name: /按住录制|正在录制/ });
  // The button is enabled once the camera streams; a press on it before then records nothing.
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.hover();
  await page.mouse.down();
  await expect
    .poll(async () => sampleCount(page, index), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(count);
  await page.mouse.up();
}

export async function sampleCount(page: Page, index: number): Promise<number> {
  const text = await category(page, index).getByTestId('training-sample-count').innerText();
  return Number(text.match(/\d+/)?.[0] ?? 0);
}

/** The confidence (0-100) the test panel shows for a category. */
export async function confidence(page: Page, label: string): Promise<number> {
  const meter = page.getByTestId('training-predictions').getByRole('meter', { name: label });
  return Number(await meter.getAttribute('aria-valuenow'));
}
