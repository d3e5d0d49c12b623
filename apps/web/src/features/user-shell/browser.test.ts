import { describe, expect, it } from 'vitest';
import {
  hideBrowserEntry,
  isRecommendedBrowser,
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
    expect(shouldAskBrowser(UA.firefox, { local })).toBe(true);
    rememberBrowserAsked({ local });
    expect(local.getItem('browserCheck')).toBe('true');
    expect(shouldAskBrowser(UA.firefox, { local })).toBe(false);
    expect(shouldAskBrowser(UA.chrome, { local: memory() })).toBe(false);
  });

  it('shows the corner entry until it is hidden for the session (hideBrowserEntry)', () => {
    const session = memory();
    expect(showBrowserEntry(UA.safari, { session })).toBe(true);
    hideBrowserEntry({ session });
    expect(session.getItem('hideBrowserEntry')).toBe('true');
    expect(showBrowserEntry(UA.safari, { session })).toBe(false);
    expect(showBrowserEntry(UA.chrome, { session: memory() })).toBe(false);
  });
});
