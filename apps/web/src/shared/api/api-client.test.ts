import {
  AccountType,
  ApiError,
  authEndpoints,
  regionEndpoints,
  semesterEndpoints,
} from '@haoduo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation/navigator';
import { initialAppState } from '../stores/app-state';
import { useAppStore } from '../stores/app-store';
import { setFeedback, type TFeedback } from '../ui/feedback';
import { api } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client error handling', () => {
  const toast = vi.fn();
  const notify = vi.fn();
  const navigate = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setFeedback({
      message: { error: toast },
      notification: { error: notify },
    } as unknown as TFeedback);
    setNavigator(navigate);
    vi.stubGlobal('fetch', fetchMock);
    useAppStore.setState({
      ...initialAppState(),
      token: 'tok',
      accountType: AccountType.TEACHER,
      user: {
        accountUserId: 1,
        accountName: '王老师',
        schoolId: 2,
        schoolName: '未来科技中学',
        accountType: 1,
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setFeedback(null);
    setNavigator(null);
    vi.resetAllMocks();
  });

  it('signs the call and sends the session headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, message: 'ok', data: { n: 1 } }));
    await expect(api.call(regionEndpoints.districts, { cityId: 1 })).resolves.toEqual({ n: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(
      /^\/api\/v1\/works-service\/city\/get-all-district\?cityId=1&ts=\d+&sign=[0-9a-f]{64}$/,
    );
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['permission-tenant-en']).toBe('53');
    expect(headers['accounts-info']).toBe('1');
    expect(headers['tenant-info']).toBe('2');
  });

  it('shows 网络异常 with its description when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.call(semesterEndpoints.list)).rejects.toMatchObject({ status: 0 });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: '网络异常', description: '网络请求失败，请检查网络连接' }),
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('forgets the session and goes to /login on 401, without a toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { code: 401, message: '登录已过期，请重新登录', data: null }),
    );
    await expect(api.call(semesterEndpoints.list)).rejects.toBeInstanceOf(ApiError);
    expect(useAppStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts the server's message, else the default text of the status", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { code: 403, message: '你不属于该学校，无权访问', data: null }),
    );
    await expect(api.call(semesterEndpoints.list)).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith('你不属于该学校，无权访问');

    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.call(semesterEndpoints.list)).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith('网关错误');
  });

  it('stays quiet for a silent call', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { code: 500, message: '服务器开小差了', data: null }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      api.call(semesterEndpoints.list, undefined, { silent: true }),
    ).rejects.toMatchObject({ status: 500 });
    await expect(api.call(authEndpoints.logout, undefined, { silent: true })).rejects.toMatchObject(
      { status: 0 },
    );
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
