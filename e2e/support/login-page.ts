import { expect, type Page } from '@playwright/test';
import { expectInteractive } from './page-ready';

/** Steps of the sign-in journeys (e2e/web-login-*.spec.ts) on the real /login page. */

export interface TStoredSession {
  token: string | null;
  accountType: number | null;
  user: { accountName: string; schoolId: number; schoolName: string } | null;
  accountList: unknown[];
  currentCourseClass: { courseClassName: string } | null;
}

/** The session the app keeps in local storage (zustand persist, key appState). */
export async function storedSession(page: Page): Promise<TStoredSession | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('appState');
    return raw ? (JSON.parse(raw) as { state: TStoredSession }).state : null;
  });
}

/** Open /login (with a query) and wait for its tabs: the first load of a busy run is slow. */
export async function openLogin(page: Page, search = '') {
  await page.goto(`/login${search}`);
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 });
  await expectInteractive(page);
}

export async function signInAsStudent(page: Page, username: string, password: string) {
  await openLogin(page);
  await page.getByLabel('登录名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function signInAsTeacherWithPassword(page: Page, mobile: string, password: string) {
  await openLogin(page, '?type=2');
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function expectCreationCentre(page: Page, name: string) {
  await expect(page).toHaveURL(/\/user\/my\/book$/);
  await expect(page.getByText(name).first()).toBeVisible();
}

/** A teacher starts on their classes (课班管理). */
export async function expectTeacherHome(page: Page, name: string) {
  await expect(page).toHaveURL(/\/user\/student\/list$/);
  await expect(page.getByText(name).first()).toBeVisible();
}

/** Open the header menu of the signed-in user and pick an entry. */
export async function pickUserMenu(page: Page, name: string, entry: string) {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
}
