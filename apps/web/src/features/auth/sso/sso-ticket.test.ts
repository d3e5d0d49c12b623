import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { bootstrapSsoTicket } from '../bootstrap';
import { captureSsoTicket, readSsoTicket } from './sso-ticket';

describe('the sign-in service ticket', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is stored with its service address and removed from the URL without a new entry', () => {
    window.history.replaceState(null, '', '/login?type=2&ticket=ST-abc123#top');
    const length = window.history.length;
    const captured = captureSsoTicket();
    expect(captured).toEqual({
      ticket: 'ST-abc123',
      service: `${window.location.origin}/login?type=2#top`,
    });
    expect(window.location.search).toBe('?type=2');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(length);
    expect(readSsoTicket()).toEqual(captured);
    expect(localStorage.getItem('ssoTicket')).toContain('ST-abc123');
  });

  it('leaves a URL without a ticket alone', () => {
    window.history.replaceState(null, '', '/user/my/book?tab=1');
    expect(captureSsoTicket()).toBeNull();
    expect(window.location.search).toBe('?tab=1');
    expect(readSsoTicket()).toBeNull();
  });

  it('sends a visitor who arrives with a ticket to /login', () => {
    window.history.replaceState(null, '', '/aiTools?ticket=ST-xyz');
    bootstrapSsoTicket();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
    expect(readSsoTicket()?.service).toBe(`${window.location.origin}/aiTools`);
  });

  it('drops the ticket for someone already signed in', () => {
    useAppStore.setState({ token: 'tok' });
    window.history.replaceState(null, '', '/aiTools?ticket=ST-xyz');
    bootstrapSsoTicket();
    expect(window.location.pathname).toBe('/aiTools');
    expect(window.location.search).toBe('');
    expect(readSsoTicket()).toBeNull();
  });
});
