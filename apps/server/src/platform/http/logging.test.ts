import { describe, expect, it } from 'vitest';
import { maskUrl } from './logging';

describe('request log masking', () => {
  it('hides codes, passwords, tokens and tickets in query strings', () => {
    expect(
      maskUrl(
        '/api/v1/user-service/user/get-forget-password-token?mobile=13800000001&captcha=123456&ts=1&sign=ab',
      ),
    ).toBe(
      '/api/v1/user-service/user/get-forget-password-token?mobile=13800000001&captcha=***&ts=1&sign=***',
    );
    expect(maskUrl('/sso/p3/serviceValidate?ticket=ST-1&service=x')).toBe(
      '/sso/p3/serviceValidate?ticket=***&service=x',
    );
    expect(maskUrl('/api/health')).toBe('/api/health');
  });
});
