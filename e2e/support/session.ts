import {
  authEndpoints,
  createApiClient,
  encodePassword,
  OWN_VIEW_COOKIE,
  type TSignInResult,
} from '@haoduo/contract';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Sign-in through the API (page.request, signed with the salt of /app-config.js) and a
 * session seeded in local storage the way the app's store persists it (zustand persist,
 * key appState; the student's login tenant under loginTenantId). For journeys that need an
 * account the sign-in page would not let in (stu009: no valid class) or that test
 * something other than signing in. Sign-in journeys use the real page (login-page.ts).
 */

/** A sign-in result, as the contract's sign-in endpoints answer it. */
export type TApiSignIn = TSignInResult;

interface TRuntimeConfig {
  signSalt: string;
  tenantCode: string;
}

async function runtimeConfig(request: APIRequestContext): Promise<TRuntimeConfig> {
  const text = await (await request.get('/app-config.js')).text();
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as TRuntimeConfig;
}

/** A contract API client whose requests go through Playwright's request context. */
export async function apiClient(
  request: APIRequestContext,
  session: { token?: string | null; accountType?: number | null; schoolId?: number | null } = {},
) {
  const config = await runtimeConfig(request);
  return createApiClient({
    baseUrl: '',
    signSalt: config.signSalt,
    tenantCode: config.tenantCode,
    getSession: () => session,
    fetch: async (input, init) => {
      const response = await request.fetch(String(input), {
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        data: typeof init?.body === 'string' ? init.body : undefined,
      });
      return new Response(await response.text(), {
        status: response.status(),
        headers: response.headers(),
      });
    },
  });
}

export async function apiStudentSignIn(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<TApiSignIn> {
  const api = await apiClient(request);
  return api.call(authEndpoints.studentLogin, {
    username,
    password: encodePassword(password),
  });
}

export async function apiTeacherSignIn(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<TApiSignIn> {
  const api = await apiClient(request);
  return api.call(authEndpoints.teacherPasswordLogin, {
    mobile,
    password: encodePassword(password),
  });
}

/**
 * Puts a sign-in result into the browser's storage as the app keeps it (the first account,
 * or the one of `schoolId`, as the user), then opens `path`.
 */
export async function seedSession(
  page: Page,
  result: TApiSignIn,
  path: string,
  options: { schoolId?: number } = {},
): Promise<void> {
  const user =
    result.accountList.find((a) => a.schoolId === options.schoolId) ??
    result.accountList[0] ??
    null;
  await page.goto('/device');
  await page.evaluate(
    ({ result, user, cookie }) => {
      localStorage.setItem(
        'appState',
        JSON.stringify({
          state: {
            token: result.token,
            accountType: result.accountType,
            user,
            accountList: result.accountList,
            courseClassList: [],
            currentCourseClass: null,
          },
          version: 0,
        }),
      );
      if (result.loginTenantId != null) {
        localStorage.setItem('loginTenantId', String(result.loginTenantId));
      }
      // As the app keeps it when someone signs in: the server sends its page unrendered.
      document.cookie = `${cookie}=1; path=/; samesite=lax`;
    },
    { result, user, cookie: OWN_VIEW_COOKIE },
  );
  await page.goto(path);
}

export async function signInStudentByApi(
  page: Page,
  username: string,
  password: string,
  path = '/user/my/book',
): Promise<TApiSignIn> {
  const result = await apiStudentSignIn(page.request, username, password);
  await seedSession(page, result, path);
  return result;
}

export async function signInTeacherByApi(
  page: Page,
  mobile: string,
  password: string,
  path = '/user/my/book',
  options: { schoolId?: number } = {},
): Promise<TApiSignIn> {
  const result = await apiTeacherSignIn(page.request, mobile, password);
  await seedSession(page, result, path, options);
  return result;
}
