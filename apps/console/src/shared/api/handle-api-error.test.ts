import { ApiError, Messages, systemEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SESSION } from '../../test/render-app';
import { useSessionStore } from '../stores/session-store';
import { setNotifier } from '../ui/notifier';
import { apiClient } from './api-client';
import { handleApiError } from './handle-api-error';

function stubNotifier() {
  const message = { error: vi.fn(), warning: vi.fn() };
  const notification = { error: vi.fn() };
  setNotifier({
    message: message as unknown as MessageInstance,
    notification: notification as unknown as NotificationInstance,
  });
  return { message, notification };
}

describe('handleApiError', () => {
  let notifier: ReturnType<typeof stubNotifier>;
  beforeEach(() => {
    notifier = stubNotifier();
    useSessionStore.getState().signIn(DEMO_SESSION);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the network notice when no response came', () => {
    handleApiError(new ApiError(0, 0, ''));
    expect(notifier.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({
        title: Messages.NETWORK_ERROR_TITLE,
        description: Messages.NETWORK_ERROR_DESCRIPTION,
      }),
    );
    expect(useSessionStore.getState().token).toBe(DEMO_SESSION.token);
  });

  it('drops the session on 401', () => {
    handleApiError(new ApiError(401, 401, Messages.LOGIN_REQUIRED));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().staff).toBeNull();
    expect(notifier.message.error).not.toHaveBeenCalled();
  });

  it("toasts the server's message", () => {
    handleApiError(new ApiError(409, 409, '学校名称已存在'));
    expect(notifier.message.error).toHaveBeenCalledWith('学校名称已存在');
  });

  it("toasts the status's default text when the server sent none", () => {
    handleApiError(new ApiError(403, 403, ''));
    expect(notifier.message.error).toHaveBeenCalledWith('没有权限');
    handleApiError(new ApiError(502, 502, ''));
    expect(notifier.message.error).toHaveBeenCalledWith('网关错误');
  });

  it('is wired to the client, and a silent call shows nothing', async () => {
    mockServer(answer(systemEndpoints.health, new MockFailure(500, '服务器开小差了，请稍后再试')));
    await expect(
      apiClient.call(systemEndpoints.health, undefined, { silent: true }),
    ).rejects.toThrow();
    expect(notifier.message.error).not.toHaveBeenCalled();

    await expect(apiClient.call(systemEndpoints.health)).rejects.toBeInstanceOf(ApiError);
    expect(notifier.message.error).toHaveBeenCalledWith('服务器开小差了，请稍后再试');
  });
});
