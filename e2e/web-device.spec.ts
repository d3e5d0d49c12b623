import { expect, test } from './support/axe';

test.use({ viewport: { width: 1280, height: 720 } });

test('the device page shows this browser and copies it as JSON', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/device');
  await expect(page.getByRole('heading', { name: '设备信息' })).toBeVisible();

  const expected = await page.evaluate(() => ({
    screenSize: `${screen.width} x ${screen.height}`,
    innerSize: `${window.innerWidth} x ${window.innerHeight}`,
    pixelRatio: String(window.devicePixelRatio),
    userAgent: navigator.userAgent,
  }));
  // Desktop Chromium on Linux is neither iOS nor Android.
  await expect(page.getByTestId('device-systemType')).toHaveText('Unknown');
  await expect(page.getByTestId('device-screenSize')).toHaveText(expected.screenSize);
  await expect(page.getByTestId('device-innerSize')).toHaveText('1280 x 720');
  await expect(page.getByTestId('device-pixelRatio')).toHaveText(expected.pixelRatio);
  await expect(page.getByTestId('device-userAgent')).toHaveText(expected.userAgent);
  await expect(page.getByRole('button', { name: '全屏', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: '退出全屏' })).toBeDisabled();

  await page.getByRole('button', { name: '复制为JSON' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<
    string,
    unknown
  >;
  expect(copied).toMatchObject({
    systemType: 'Unknown',
    innerSize: '1280 x 720',
    userAgent: expected.userAgent,
  });
  expect(Object.keys(copied)).toEqual([
    'systemType',
    'screenSize',
    'availableScreenSize',
    'outerSize',
    'innerSize',
    'pixelRatio',
    'userAgent',
  ]);
});

test('an Android phone is recognised with its version', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/device');
  await expect(page.getByTestId('device-systemType')).toHaveText('Android 14');
  await context.close();
});
