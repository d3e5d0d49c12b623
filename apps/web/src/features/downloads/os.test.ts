import { describe, expect, it } from 'vitest';
import { detectOs, forOs, offersBrowserInstaller } from './os';

describe('operating system of the browser', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0', 'linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/126.0', null],
    ['curl/8.0', null],
  ])('%s → %s', (userAgent, os) => {
    expect(detectOs(userAgent)).toBe(os);
  });

  it('keeps the installers of one system', () => {
    const items = [
      { id: 1, os: 'windows' as const },
      { id: 2, os: 'mac' as const },
      { id: 3, os: 'windows' as const },
    ];
    expect(forOs(items, 'windows').map((i) => i.id)).toEqual([1, 3]);
    expect(forOs(items, 'ios')).toEqual([]);
    expect(forOs(items, null)).toEqual([]);
  });

  it('tells an iPad (a Mac agent with a touch screen) from a Mac', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15';
    expect(detectOs(mac, 0)).toBe('mac');
    expect(detectOs(mac, 5)).toBe('ios');
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/127.0', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/127.0', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile MicroMessenger/8.0', false],
    ['curl/8.0', false],
  ])('the recommended browsers have an installer for %s: %s', (userAgent, expected) => {
    expect(offersBrowserInstaller(userAgent)).toBe(expected);
  });
});
