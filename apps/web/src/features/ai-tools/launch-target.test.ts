import { describe, expect, it } from 'vitest';
import { inSiteLaunch, isOnSite, launchPlace } from './launch-target';

const SITE = 'https://school.example';
const OWN = { aiStudioUrl: '/ai', hardwareLoginUrl: '/ai' };

describe('where a tile opens its tool', () => {
  it('opens our own studio in this tab, the AI workshop too', () => {
    expect(launchPlace('community', OWN, SITE)).toBe('this-tab');
    expect(launchPlace('agent', OWN, SITE)).toBe('this-tab');
    expect(launchPlace('workshop', OWN, SITE)).toBe('this-tab');
    // An absolute address of this site is still this site.
    const absolute = { ...OWN, aiStudioUrl: `${SITE}/ai` };
    expect(launchPlace('community', absolute, SITE)).toBe('this-tab');
  });

  it('opens an external studio in a new window', () => {
    const external = { ...OWN, aiStudioUrl: 'https://studio.partner.example/entry' };
    expect(launchPlace('community', external, SITE)).toBe('new-window');
    expect(launchPlace('agent', external, SITE)).toBe('new-window');
    expect(launchPlace('workshop', external, SITE)).toBe('this-tab');
  });

  it('never lands AI hardware on this site: without a platform it says so', () => {
    expect(launchPlace('hardware', OWN, SITE)).toBe('no-platform');
    expect(launchPlace('hardware', { ...OWN, hardwareLoginUrl: `${SITE}/ai` }, SITE)).toBe(
      'no-platform',
    );
    const platform = { ...OWN, hardwareLoginUrl: 'https://hw.partner.example/login' };
    expect(launchPlace('hardware', platform, SITE)).toBe('new-window');
  });

  it('tells addresses of this site from others', () => {
    expect(isOnSite('/ai?x=1', SITE)).toBe(true);
    expect(isOnSite('https://school.example:8443/ai', SITE)).toBe(false);
    expect(isOnSite('//other.example/ai', SITE)).toBe(false);
  });
});

describe('the short address of a launch on this site', () => {
  it('keeps the path and the tool, and takes the ticket out of the address', () => {
    const url =
      '/ai?appId=haoduo-ai-studio&code=abc123&nonce=n1&timestamp=1764140000000&sign=f00d&inviteCode=HDAI3001&subType=13';
    expect(inSiteLaunch(url, SITE)).toEqual({ to: '/ai?subType=13', launchCode: 'abc123' });
    expect(inSiteLaunch('/ai/agent?appId=a&code=xyz&nonce=n&timestamp=1&sign=s', SITE)).toEqual({
      to: '/ai/agent',
      launchCode: 'xyz',
    });
    expect(inSiteLaunch('/ai', SITE)).toEqual({ to: '/ai', launchCode: null });
  });
});
