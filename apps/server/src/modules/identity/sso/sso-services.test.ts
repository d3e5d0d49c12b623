import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { checkService, serviceWithTicket } from './sso-services';

const OWN = 'https://ai.school.example';
const ALLOWED = ['https://partner.example.com'];

describe('service URLs of the sign-in service', () => {
  it('allows its own origin and the configured origins', () => {
    expect(checkService(`${OWN}/classroom`, OWN, ALLOWED)).toEqual({
      ok: true,
      service: `${OWN}/classroom`,
    });
    expect(checkService('https://partner.example.com/cb?a=1', OWN, ALLOWED).ok).toBe(true);
    expect(checkService(undefined, OWN, ALLOWED)).toEqual({ ok: true, service: null });
  });

  it('refuses other origins, other schemes and credentials in the URL', () => {
    for (const service of [
      'https://partner.example.com.evil.test/',
      'http://partner.example.com/',
      'javascript:alert(1)',
      '//evil.test/x',
      'https://user:pass@ai.school.example/',
      `${OWN}/${'x'.repeat(2100)}`,
    ]) {
      expect(checkService(service, OWN, ALLOWED)).toEqual({ ok: false });
    }
  });

  it('adds the ticket as a query parameter', () => {
    expect(serviceWithTicket(`${OWN}/a?b=1#top`, 'ST-x')).toBe(`${OWN}/a?b=1&ticket=ST-x#top`);
  });

  it('reads SSO_ALLOWED_SERVICES as origins and refuses non-http entries', () => {
    const config = loadConfig({
      SSO_ALLOWED_SERVICES: 'https://partner.example.com/path, http://lab.local:8081',
    });
    expect(config.ssoAllowedServices).toEqual([
      'https://partner.example.com',
      'http://lab.local:8081',
    ]);
    expect(() => loadConfig({ SSO_ALLOWED_SERVICES: 'ftp://files.example' })).toThrow(
      /SSO_ALLOWED_SERVICES/,
    );
  });

  it('reads the rate limits, with roomy defaults outside tests', () => {
    expect(loadConfig({}).rateLimitLoginPerMinute).toBe(120);
    expect(loadConfig({}).rateLimitCodePerMinute).toBe(30);
    expect(loadConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: '5' }).rateLimitLoginPerMinute).toBe(5);
    expect(() => loadConfig({ RATE_LIMIT_CODE_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_CODE_PER_MINUTE/,
    );
  });
});
