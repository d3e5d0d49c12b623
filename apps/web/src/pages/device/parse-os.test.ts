import { describe, expect, it } from 'vitest';
import { formatOs, parseOs } from './parse-os';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidMinor:
    'Mozilla/5.0 (Linux; U; Android 10.0.1; zh-cn; MI 9 Build/QKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/79.0 Mobile Safari/537.36',
  androidNoVersion:
    'Mozilla/5.0 (Linux; Android; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('parseOs', () => {
  it('reads the iOS version from iPhone and iPad user agents', () => {
    expect(parseOs(UA.iphone)).toEqual({ name: 'iOS', version: '17.2.1' });
    expect(parseOs(UA.ipad)).toEqual({ name: 'iOS', version: '16.6' });
    expect(parseOs(UA.wechatIos)).toEqual({ name: 'iOS', version: '15.0' });
  });

  it('recognises an iPad in desktop mode by its touch points', () => {
    expect(parseOs(UA.ipadDesktop, 5)).toEqual({ name: 'iOS', version: '17.1' });
    expect(parseOs(UA.ipadDesktop, 0).name).toBe('Unknown');
  });

  it('reads the Android version, or none when absent', () => {
    expect(parseOs(UA.android)).toEqual({ name: 'Android', version: '14' });
    expect(parseOs(UA.androidMinor)).toEqual({ name: 'Android', version: '10.0.1' });
    expect(parseOs(UA.androidNoVersion)).toEqual({ name: 'Android', version: null });
  });

  it('answers Unknown for everything else', () => {
    expect(parseOs(UA.windows).name).toBe('Unknown');
    expect(parseOs(UA.linux).name).toBe('Unknown');
    expect(parseOs(UA.windowsPhone).name).toBe('Unknown');
    expect(parseOs('').name).toBe('Unknown');
  });

  it('formats name and version for display', () => {
    expect(formatOs(parseOs(UA.iphone))).toBe('iOS 17.2.1');
    expect(formatOs(parseOs(UA.androidNoVersion))).toBe('Android');
    expect(formatOs(parseOs(UA.windows))).toBe('Unknown');
  });
});
