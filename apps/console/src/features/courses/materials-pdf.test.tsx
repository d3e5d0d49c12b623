import { authEndpoints, mediaEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { MaterialsUpload, type TMaterial } from './media-upload';

const PDF_URL = '/api/media/2026/11/0123456789abcdef0123456789abcdef.pdf';

function Materials({ onValue }: { onValue: (materials: TMaterial[]) => void }) {
  const [value, setValue] = useState<TMaterial[]>([]);
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

describe('a PDF among lesson materials', { timeout: 180_000 }, () => {
  it('accepts a PDF, uploads it as a site file and lists it as a PDF link', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, {
        id: 5,
        key: PDF_URL.slice('/api/media/'.length),
        kind: 'document',
        mime: 'application/pdf',
        size: 3 * 1024 * 1024,
        width: null,
        height: null,
        url: PDF_URL,
        thumbUrl: null,
      }),
    );
    let latest: TMaterial[] = [];
    const { container } = renderPage(<Materials onValue={(next) => (latest = next)} />);
    const user = userEvent.setup({ delay: null });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    await user.upload(
      input,
      new File([new Uint8Array(32)], '学习单.pdf', { type: 'application/pdf' }),
    );
    const link = await screen.findByRole('link', { name: '学习单.pdf' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', PDF_URL);
    expect(screen.getByLabelText('PDF 文档')).toBeInTheDocument();
    expect(screen.getByText('3.0 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /学习单/ })).toBeNull();
    expect(server.callsTo(mediaEndpoints.mngUpload)[0]!.url.searchParams.get('purpose')).toBe(
      'site',
    );
    expect(latest).toEqual([
      { name: '学习单.pdf', url: PDF_URL, kind: 'document', size: 3 * 1024 * 1024 },
    ]);
  });
});
