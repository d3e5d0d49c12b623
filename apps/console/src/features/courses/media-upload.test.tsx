import { authEndpoints, mediaEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { MaterialsUpload, type TMaterial } from './media-upload';

function Materials({ onValue }: { onValue: (materials: TMaterial[]) => void }) {
  const [value, setValue] = useState<TMaterial[]>([
    { name: '课件.png', url: '/api/media/site/slides.png', size: 4096 },
  ]);
  return (
    <MaterialsUpload
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('lesson materials', { timeout: 180_000 }, () => {
  it('uploads a file to storage as a site file and lists it; removes one', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, {
        id: 9,
        key: 'site/2026/11/song.mp3',
        kind: 'audio',
        mime: 'audio/mpeg',
        size: 2 * 1024 * 1024,
        width: null,
        height: null,
        url: '/api/media/site/2026/11/song.mp3',
        thumbUrl: null,
      }),
    );
    let latest: TMaterial[] = [];
    const { container } = renderPage(<Materials onValue={(next) => (latest = next)} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('课件.png', {}, { timeout: 20_000 })).toBeInTheDocument();

    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(16)], '儿歌.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText('儿歌.mp3')).toBeInTheDocument();
    expect(screen.getByText('2.0 MB')).toBeInTheDocument();
    const call = server.callsTo(mediaEndpoints.mngUpload)[0]!;
    expect(call.url.searchParams.get('purpose')).toBe('site');
    expect(latest.map((m) => m.url)).toEqual([
      '/api/media/site/slides.png',
      '/api/media/site/2026/11/song.mp3',
    ]);

    await user.click(screen.getByLabelText('移除 课件.png'));
    await waitFor(() => expect(screen.queryByText('课件.png')).toBeNull());
    expect(latest.map((m) => m.name)).toEqual(['儿歌.mp3']);
  });
});
