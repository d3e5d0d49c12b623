import { authEndpoints, competitionMngEndpoints, mediaEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { competition } from './competition-fixture';
import { WinnersUrlModal } from './winners-url-modal';

const PDF_URL = '/api/media/2026/11/0123456789abcdef0123456789abcdef.pdf';

describe('the winners file as a PDF', { timeout: 180_000 }, () => {
  it('uploads a PDF as a site document, links it (no picture preview) and publishes', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, {
        id: 3,
        key: PDF_URL.slice('/api/media/'.length),
        kind: 'document',
        mime: 'application/pdf',
        size: 2048,
        width: null,
        height: null,
        url: PDF_URL,
        thumbUrl: null,
      }),
      answer(competitionMngEndpoints.uploadWinnersUrl, { ...competition, winnersPublished: true }),
    );
    renderPage(<WinnersUrlModal competitionId={7} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const modal = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    // The picker offers PDFs only (the modal is rendered in a portal, outside the container).
    const input = document.querySelector<HTMLInputElement>('input[accept="application/pdf,.pdf"]');
    expect(input).not.toBeNull();
    await user.upload(
      input!,
      new File([new Uint8Array(32)], '获奖名单.pdf', { type: 'application/pdf' }),
    );
    const link = await within(modal).findByRole('link', { name: /查看 PDF 获奖名单/ });
    expect(link).toHaveAttribute('href', PDF_URL);
    expect(within(modal).queryByRole('img', { name: '获奖名单图片预览' })).toBeNull();
    const call = server.callsTo(mediaEndpoints.mngUpload)[0]!;
    expect(call.url.searchParams.get('purpose')).toBe('site');
    expect(call.url.searchParams.get('kind')).toBe('document');
    expect(within(modal).getByLabelText('获奖名单文件链接')).toHaveValue(PDF_URL);

    await user.click(within(modal).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() =>
      expect(server.callsTo(competitionMngEndpoints.uploadWinnersUrl)).toHaveLength(1),
    );
    expect(server.callsTo(competitionMngEndpoints.uploadWinnersUrl)[0]!.input).toEqual({
      id: 7,
      winnersUrl: PDF_URL,
    });
  });
});
