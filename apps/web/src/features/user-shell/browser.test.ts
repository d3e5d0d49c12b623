import { describe, expect, it } from 'vitest';
import {
  hideBrowserEntry,
  isRecommendedBrowser,
  needsBrowserRecommendation,
  rememberBrowserAsked,
  shouldAskBrowser,
  showBrowserEntry,
} from './browser';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  se360:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; V2307A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  qq: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.197.400 QQBrowser/11.7.5287.400',
};

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('browser recommendation', () => {
  it('recommends Chrome and 360, nothing else', () => {
    expect(isRecommendedBrowser(UA.chrome)).toBe(true);
    expect(isRecommendedBrowser(UA.headlessChrome)).toBe(true);
    expect(isRecommendedBrowser(UA.chromeIos)).toBe(true);
    expect(isRecommendedBrowser(UA.se360)).toBe(true);
    for (const other of [UA.edge, UA.firefox, UA.safari, UA.qq]) {
      expect(isRecommendedBrowser(other)).toBe(false);
    }
  });

  it('asks once per browser (browserCheck in local storage)', () => {
    const local = memory();
    expect(shouldAskBrowser({ userAgent: UA.firefox }, { local })).toBe(true);
    rememberBrowserAsked({ local });
    expect(local.getItem('browserCheck')).toBe('true');
    expect(shouldAskBrowser({ userAgent: UA.firefox }, { local })).toBe(false);
    expect(shouldAskBrowser({ userAgent: UA.chrome }, { local: memory() })).toBe(false);
  });

  it('shows the corner entry until it is hidden for the session (hideBrowserEntry)', () => {
    const session = memory();
    expect(showBrowserEntry({ userAgent: UA.safari }, { session })).toBe(true);
    hideBrowserEntry({ session });
    expect(session.getItem('hideBrowserEntry')).toBe('true');
    expect(showBrowserEntry({ userAgent: UA.safari }, { session })).toBe(false);
    expect(showBrowserEntry({ userAgent: UA.chrome }, { session: memory() })).toBe(false);
  });

  it.each([
    ['Firefox on Windows', UA.firefox, 0, true],
    ['Safari on macOS', UA.safari, 0, true],
    ['Firefox on Linux', UA.firefoxLinux, 0, true],
    ['QQ browser on Windows', UA.qq, 0, true],
    ['Chrome on Windows', UA.chrome, 0, false],
    // No installer for a phone or tablet: its browsers come from its app store.
    ['Safari on iPhone', UA.safariIphone, 5, false],
    ['Safari on iPad (asks for desktop pages as a Mac)', UA.safari, 5, false],
    ['WeChat on Android', UA.wechatAndroid, 5, false],
  ])('%s: recommend a browser → %s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(needsBrowserRecommendation({ userAgent, maxTouchPoints })).toBe(expected);
  });

  it('neither asks nor shows the corner entry on an iPhone', () => {
    const browser = { userAgent: UA.safariIphone, maxTouchPoints: 5 };
    expect(shouldAskBrowser(browser, { local: memory() })).toBe(false);
    expect(showBrowserEntry(browser, { session: memory() })).toBe(false);
  });
});
