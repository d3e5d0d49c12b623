import { authEndpoints, competitionMngEndpoints, mediaEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CompetitionFormDrawer } from './competition-form-drawer';
import { competition } from './competition-fixture';
import { WinnersUrlModal } from './winners-url-modal';

const stored = (url: string) => ({
  id: 1,
  key: url.slice('/api/media/'.length),
  kind: 'image' as const,
  mime: 'image/png',
  size: 68,
  width: 1920,
  height: 400,
  url,
  thumbUrl: null,
});
/** A PNG file as the browser gives it; `size` may claim more bytes than it holds. */
function png(name: string, size?: number): File {
  const file = new File([new Uint8Array(68)], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('competition pictures are uploaded', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the cover as a site picture, previews it and refuses wrong files in Chinese', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, stored('/api/media/2026/11/cover.png')),
    );
    renderPage(<CompetitionFormDrawer open competition={null} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    // The file input is made anew after each pick: found again every time.
    const cover = () => within(drawer).getByLabelText('封面图');
    expect(cover()).toHaveAttribute('type', 'file');

    // Too large, then not a picture: refused here, nothing sent.
    await user.upload(cover(), png('huge.png', 6 * 1024 * 1024));
    expect(
      await within(drawer).findByText('图片不能超过 5 MB，请压缩后重新上传'),
    ).toBeInTheDocument();
    await user.upload(cover(), new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' }));
    expect(
      await within(drawer).findByText('只能上传 PNG、JPG、WebP 或 GIF 格式的图片'),
    ).toBeInTheDocument();
    expect(server.callsTo(mediaEndpoints.mngUpload)).toHaveLength(0);

    await user.upload(cover(), png('cover.png'));
    const preview = await within(drawer).findByRole('img', { name: '封面图预览' });
    expect(preview).toHaveAttribute('src', '/api/media/2026/11/cover.png');
    const call = server.callsTo(mediaEndpoints.mngUpload)[0]!;
    expect(call.input).toMatchObject({ purpose: 'site', kind: 'image' });
    expect(within(drawer).getAllByRole('button', { name: /更换图片/ })).toHaveLength(1);
  });

  it("shows the server's refusal of a file", async () => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, new MockFailure(400, '不支持的文件格式')),
    );
    renderPage(<CompetitionFormDrawer open competition={null} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.upload(within(drawer).getByLabelText('PC端横幅'), png('banner.png'));
    expect(await within(drawer).findByText('不支持的文件格式')).toBeInTheDocument();
  });

  it('publishes the winners with an uploaded picture of them', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(mediaEndpoints.mngUpload, stored('/api/media/2026/11/winners.png')),
      answer(competitionMngEndpoints.uploadWinnersUrl, { ...competition, winnersPublished: true }),
    );
    renderPage(<WinnersUrlModal competitionId={7} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const modal = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.upload(within(modal).getByLabelText('获奖名单图片'), png('winners.png'));
    expect(await within(modal).findByRole('img', { name: '获奖名单图片预览' })).toHaveAttribute(
      'src',
      '/api/media/2026/11/winners.png',
    );
    expect(within(modal).getByLabelText('获奖名单文件链接')).toHaveValue(
      '/api/media/2026/11/winners.png',
    );
    await user.click(within(modal).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() =>
      expect(server.callsTo(competitionMngEndpoints.uploadWinnersUrl)).toHaveLength(1),
    );
    expect(server.callsTo(competitionMngEndpoints.uploadWinnersUrl)[0]!.input).toEqual({
      id: 7,
      winnersUrl: '/api/media/2026/11/winners.png',
    });
  });
});
