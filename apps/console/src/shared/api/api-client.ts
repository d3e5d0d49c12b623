import { createApiClient, getRuntimeConfig } from '@haoduo/contract';
import { useSessionStore } from '../stores/session-store';
import { handleApiError } from './handle-api-error';

const config = getRuntimeConfig();

/**
 * The console's client of the wire contract: same origin, signed with the configured salt,
 * the staff token from the session store, failures through handleApiError.
 * Staff carry no accounts-info or tenant-info header.
 */
export const apiClient = createApiClient({
  baseUrl: '',
  signSalt: config.signSalt,
  tenantCode: config.tenantCode,
  getSession: () => ({ token: useSessionStore.getState().token }),
  onError: handleApiError,
  // Looked up at each call, so tests (and Sentry's instrumentation) can wrap fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
});
