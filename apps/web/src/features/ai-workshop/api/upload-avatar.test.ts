import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconForAgent } from './upload-avatar';

const UPLOADED = '/api/media/2026/11/cat.webp';

describe('an agent’s icon as the server keeps it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a ready-made avatar as the pupil’s picture and hands back its address', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === '/studio/avatars/cat.webp') {
        return new Response(new Uint8Array([82, 73, 70, 70]), {
          headers: { 'content-type': 'image/webp' },
        });
      }
      return new Response(
        JSON.stringify({ code: 200, message: 'success', data: { id: 1, url: UPLOADED } }),
        { headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(iconForAgent('/studio/avatars/cat.webp')).resolves.toBe(UPLOADED);
    const upload = fetchMock.mock.calls.find(([input]) => String(input).includes('upload'));
    expect(upload?.[1]?.method).toBe('POST');
    expect((upload?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('keeps the pupil’s own pictures and no icon as they are', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(iconForAgent('/api/ai-files/2026/11/a.png')).resolves.toBe(
      '/api/ai-files/2026/11/a.png',
    );
    await expect(iconForAgent(null)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
