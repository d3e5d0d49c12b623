import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadEndpoints, type TDownloadOs } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { BrowserModal } from './browser-modal';

const browser = (id: number, os: TDownloadOs, title: string) => ({
  id,
  os,
  title,
  fileName: title,
  size: null,
  contentType: null,
  url: 'https://www.google.cn/chrome/',
  external: true,
});
const list = {
  browserList: [
    browser(1, 'windows', 'Google Chrome（Windows 版）'),
    browser(2, 'windows', '360安全浏览器（Windows 版）'),
    browser(3, 'mac', 'Google Chrome（macOS 版）'),
  ],
  materialList: [],
};

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1',
};

describe('browser recommendation dialog', { timeout: 30_000 }, () => {
  it('is 400 px wide and lists the installers of Windows on Windows', async () => {
    mockServer(answer(downloadEndpoints.list, list));
    renderInApp(<BrowserModal open onClose={vi.fn()} userAgent={UA.windows} />);
    const dialog = await screen.findByRole('dialog', { name: '推荐浏览器下载' });
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('400px');
    expect(await screen.findByText('Google Chrome（Windows 版）')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('360安全浏览器（Windows 版）');
    expect(dialog).not.toHaveTextContent('macOS 版');
    expect(screen.getAllByRole('link', { name: /下载/ })[0]).toHaveAttribute(
      'href',
      'https://www.google.cn/chrome/',
    );
  });

  it('lists the macOS installer on a Mac', async () => {
    mockServer(answer(downloadEndpoints.list, list));
    renderInApp(<BrowserModal open onClose={vi.fn()} userAgent={UA.mac} />);
    expect(await screen.findByText('Google Chrome（macOS 版）')).toBeInTheDocument();
    expect(screen.queryByText('Google Chrome（Windows 版）')).not.toBeInTheDocument();
  });

  it('says no browser suits a system without an installer', async () => {
    mockServer(answer(downloadEndpoints.list, list));
    renderInApp(<BrowserModal open onClose={vi.fn()} userAgent={UA.iphone} />);
    expect(await screen.findByText('暂无适合当前系统的推荐浏览器')).toBeInTheDocument();
  });
});
