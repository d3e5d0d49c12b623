import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../platform/http/attachment';
import { checkDownloadLink, downloadLink, DOWNLOAD_LINK_TTL_MS } from './download-links';
import { buildTeachingGuidePdf } from './teaching-guide-pdf';

const SECRET = 'a-test-secret-of-enough-length';

function parts(link: string) {
  const url = new URL(link, 'http://x');
  return {
    id: Number(url.pathname.split('/').pop()),
    expires: Number(url.searchParams.get('expires')),
    sig: url.searchParams.get('sig')!,
  };
}

describe('download links', () => {
  it('are valid for an hour, for one file, with one secret', () => {
    const now = 1_800_000_000_000;
    const p = parts(downloadLink(SECRET, 7, now));
    expect(checkDownloadLink(SECRET, p.id, p.expires, p.sig, now)).toBe('ok');
    expect(checkDownloadLink(SECRET, p.id, p.expires, p.sig, now + DOWNLOAD_LINK_TTL_MS + 1)).toBe(
      'expired',
    );
    expect(checkDownloadLink(SECRET, 8, p.expires, p.sig, now)).toBe('invalid');
    expect(checkDownloadLink(SECRET, p.id, p.expires + 1, p.sig, now)).toBe('invalid');
    expect(checkDownloadLink('other-secret-of-enough-length', p.id, p.expires, p.sig, now)).toBe(
      'invalid',
    );
    expect(checkDownloadLink(SECRET, p.id, p.expires, 'zz', now)).toBe('invalid');
  });

  it('send UTF-8 file names with an ASCII fallback', () => {
    expect(contentDisposition('学生账号.xlsx')).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('学生账号.xlsx')}`,
    );
    expect(contentDisposition('a"b.pdf', true)).toMatch(/^inline; filename="a_b.pdf"/);
  });
});

describe('the demo teaching guide', () => {
  it('is a well-formed PDF whose cross-reference offsets point at its objects', () => {
    const pdf = buildTeachingGuidePdf();
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(9);
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
    expect(buildTeachingGuidePdf().equals(pdf)).toBe(true);
  });
});
