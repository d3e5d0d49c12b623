import { expect, type Locator } from '@playwright/test';

/**
 * Presses a button of a dialog once the dialog has finished zooming in, then waits until it
 * has gone. On a loaded machine a click while antd's dialog was still appearing was lost: the
 * dialog finished its appear animation and stayed open (seen in CI, on 温馨提示).
 */
export async function closeDialogWith(
  dialog: Locator,
  button: string | RegExp,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden({ timeout });
}
