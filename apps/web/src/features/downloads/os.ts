import type { TDownloadOs } from '@haoduo/contract';

/** The operating system of a user agent, as the download centre names them; null if unknown. */
export function detectOs(userAgent: string): TDownloadOs | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'mac';
  if (/CrOS/i.test(userAgent)) return null;
  if (/Linux|X11/i.test(userAgent)) return 'linux';
  return null;
}

/** The items for one system, in the server's order. */
export function forOs<T extends { os: TDownloadOs }>(items: readonly T[], os: TDownloadOs | null) {
  return os === null ? [] : items.filter((item) => item.os === os);
}
