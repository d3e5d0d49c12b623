import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { BrowserCheck } from './browser-check';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('browser check of the user shell', { timeout: 30_000 }, () => {
  it('asks a Firefox user once: download opens the installers', async () => {
    const onDownload = vi.fn();
    renderInApp(<BrowserCheck onDownload={onDownload} userAgent={FIREFOX} />);
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent(
      '浏览器适配性疑似不佳，推荐下载「官方推荐浏览器」，以获得更好的使用体验',
    );
    expect(localStorage.getItem('browserCheck')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下载浏览器' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once asked, but keeps the corner entry until hidden', () => {
    localStorage.setItem('browserCheck', 'true');
    const onDownload = vi.fn();
    renderInApp(<BrowserCheck onDownload={onDownload} userAgent={FIREFOX} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const entry = screen.getByRole('complementary', { name: '推荐浏览器' });
    fireEvent.click(screen.getByRole('button', { name: '推荐浏览器' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '本次不再显示' }));
    expect(entry).not.toBeInTheDocument();
    expect(sessionStorage.getItem('hideBrowserEntry')).toBe('true');
  });

  it('leaves Safari on an iPhone alone: no installer exists for it', () => {
    renderInApp(<BrowserCheck onDownload={vi.fn()} userAgent={SAFARI_IPHONE} maxTouchPoints={5} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('browserCheck')).toBeNull();
  });

  it('leaves Chrome alone', () => {
    renderInApp(<BrowserCheck onDownload={vi.fn()} userAgent={CHROME} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('browserCheck')).toBeNull();
  });
});
