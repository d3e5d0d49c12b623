import { SessionStorageKey, StorageKey } from '@haoduo/contract';
import { offersBrowserInstaller } from '../downloads';

/**
 * The browser recommendation of the user shell: browsers other than
 * Chrome and 360 are asked once per browser; the corner entry can be hidden per session.
 * Only where the recommendation has an installer for the system (not on phones and tablets).
 */

/** Browsers built on Chromium that are not Chrome (they carry "Chrome/" in the agent too). */
const OTHER_CHROMIUM =
  /Edg\/|EdgA\/|EdgiOS|OPR\/|Opera|SamsungBrowser|UCBrowser|QQBrowser|MicroMessenger|MetaSr|LBBROWSER|2345Explorer|Maxthon|BIDUBrowser|Quark|HuaweiBrowser|HeyTapBrowser|MiuiBrowser|Vivaldi|YaBrowser|DingTalk/i;
const THREE_SIXTY = /QIHU|360SE|360EE|360Browser|QihooBrowser/i;

/** Chrome (desktop, Android, iOS) and the 360 browsers are the recommended ones. */
export function isRecommendedBrowser(userAgent: string): boolean {
  if (THREE_SIXTY.test(userAgent)) return true;
  const chrome = /Chrome\/\d+|CriOS\/\d+/.test(userAgent);
  return chrome && !OTHER_CHROMIUM.test(userAgent) && !/Firefox|FxiOS/.test(userAgent);
}

/** The browser as the recommendation sees it: its user agent and touch points (an iPad). */
export interface TBrowser {
  userAgent: string;
  maxTouchPoints?: number;
}

/** A browser that is not recommended, on a system the recommended ones can be installed on. */
export function needsBrowserRecommendation({ userAgent, maxTouchPoints = 0 }: TBrowser): boolean {
  return !isRecommendedBrowser(userAgent) && offersBrowserInstaller(userAgent, maxTouchPoints);
}

interface TStorages {
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Ask once per browser: only a browser that is not recommended and was never asked. */
export function shouldAskBrowser(browser: TBrowser, storages: Pick<TStorages, 'local'>): boolean {
  return (
    needsBrowserRecommendation(browser) && storages.local.getItem(StorageKey.BROWSER_CHECK) === null
  );
}

export function rememberBrowserAsked(storages: Pick<TStorages, 'local'>): void {
  storages.local.setItem(StorageKey.BROWSER_CHECK, 'true');
}

/** The corner entry: for browsers that are not recommended, until hidden this session. */
export function showBrowserEntry(browser: TBrowser, storages: Pick<TStorages, 'session'>): boolean {
  return (
    needsBrowserRecommendation(browser) &&
    storages.session.getItem(SessionStorageKey.HIDE_BROWSER_ENTRY) === null
  );
}

export function hideBrowserEntry(storages: Pick<TStorages, 'session'>): void {
  storages.session.setItem(SessionStorageKey.HIDE_BROWSER_ENTRY, 'true');
}
