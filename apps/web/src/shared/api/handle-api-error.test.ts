import { ApiError } from '@haoduo/contract';
import { describe, expect, it, vi } from 'vitest';
import { handleApiError, type TApiErrorEffects } from './handle-api-error';

function effects(): TApiErrorEffects {
  return {
    notify: vi.fn(),
    toast: vi.fn(),
    clearSession: vi.fn(),
    goToLogin: vi.fn(),
    report: vi.fn(),
    texts: { networkTitle: '网络异常', networkDescription: '网络请求失败，请检查网络连接' },
    locale: 'zh_CN',
  };
}

describe('handleApiError', () => {
  it('reports network and server failures but not a 401', () => {
    const fx = effects();
    handleApiError(new ApiError(0, 0, ''), fx);
    handleApiError(new ApiError(500, 500, ''), fx);
    handleApiError(new ApiError(401, 401, ''), fx);
    expect(fx.report).toHaveBeenCalledTimes(2);
    expect(fx.toast).toHaveBeenCalledWith('服务器发生错误');
    expect(fx.clearSession).toHaveBeenCalledTimes(1);
    expect(fx.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('uses the English default text in the English interface', () => {
    const fx = { ...effects(), locale: 'en' as const };
    handleApiError(new ApiError(404, 404, ''), fx);
    expect(fx.toast).toHaveBeenCalledWith('Record not found');
  });
});
