import type { TDownloadOs } from '@haoduo/contract';

/**
 * The operating system of a user agent, as the download centre names them; null if unknown.
 * An iPad asks for desktop pages as a Mac: a touch screen (`maxTouchPoints`) tells them apart.
 */
export function detectOs(userAgent: string, maxTouchPoints = 0): TDownloadOs | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
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

/**
 * The systems the recommended browsers (Chrome, 360) are offered for as installers: the
 * desktops. A phone or tablet gets its browsers from its app store (and every browser on
 * iOS runs Safari's engine), so there is no installer to recommend there.
 */
export const BROWSER_INSTALLER_SYSTEMS: readonly TDownloadOs[] = ['windows', 'mac', 'linux'];

/** Whether the browser recommendation has an installer for this browser's system. */
export function offersBrowserInstaller(userAgent: string, maxTouchPoints = 0): boolean {
  const os = detectOs(userAgent, maxTouchPoints);
  return os !== null && BROWSER_INSTALLER_SYSTEMS.includes(os);
}
