import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

function okResponse(): Response {
  return new Response(JSON.stringify({ code: 200, message: 'success', data: { exist: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client session', () => {
  it("sends the store's session, or the session given to one call", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => okResponse());
    const client = createApiClient({
      baseUrl: '',
      signSalt: 'salt',
      tenantCode: '53',
      getSession: () => ({ token: 'stored', accountType: 2, schoolId: 1 }),
      fetch: fetchMock,
    });

    await client.get('/api/v1/x');
    await client.get('/api/v1/x', {}, { session: { token: 'pending', accountType: 1 } });

    const headers = (call: number) =>
      fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;
    expect(headers(0).authorization).toBe('Bearer stored');
    expect(headers(0)['tenant-info']).toBe('1');
    expect(headers(1).authorization).toBe('Bearer pending');
    expect(headers(1)['accounts-info']).toBe('1');
    expect(headers(1)['tenant-info']).toBeUndefined();
  });
});
