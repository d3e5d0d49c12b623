import { createApiClient, type ApiError, getRuntimeConfig } from '@haoduo/contract';
import { currentLanguage, i18n } from '../i18n/i18n';
import { reportError } from '../monitoring/monitoring';
import { navigateTo } from '../navigation/navigator';
import { Paths } from '../navigation/paths';
import { useAppStore } from '../stores/app-store';
import { sessionOf } from '../stores/session';
import { feedback } from '../ui/feedback';
import { handleApiError } from './handle-api-error';
import { apiTransport } from './transport';

/** One notice for a burst of failures (retries, parallel calls). */
const NETWORK_NOTICE_KEY = 'network-error';

/** What the site does with a failed call (also used by file downloads). */
export function onApiError(error: ApiError): void {
  // A page rendered on the server shows no notices: it is sent unrendered instead.
  if (typeof window === 'undefined') return;
  handleApiError(error, {
    notify: (title, description) =>
      feedback().notification.error({ key: NETWORK_NOTICE_KEY, title, description }),
    toast: (text) => void feedback().message.error(text),
    clearSession: () => useAppStore.getState().clearSession(),
    goToLogin: () => {
      if (window.location.pathname !== Paths.LOGIN) navigateTo(Paths.LOGIN);
    },
    report: (failure) =>
      reportError(failure, { status: failure.status, code: failure.code, url: location.pathname }),
    texts: {
      networkTitle: i18n.t('errors.networkTitle'),
      networkDescription: i18n.t('errors.networkDescription'),
    },
    locale: currentLanguage() === 'en' ? 'en' : 'zh_CN',
  });
}

const config = getRuntimeConfig();

/**
 * The site's one API client: signs /api/v1 calls with the runtime salt, sends the session
 * of the store, and reports failures through onApiError. Pass `{ silent: true }` to a call
 * to handle its failure yourself.
 */
export const api = createApiClient({
  baseUrl: '',
  signSalt: config.signSalt,
  tenantCode: config.tenantCode,
  getSession: () => sessionOf(useAppStore.getState()),
  // Looked up at call time, so tests and polyfills can replace it.
  fetch: (input, init) => apiTransport()(input, init),
  onError: onApiError,
});
