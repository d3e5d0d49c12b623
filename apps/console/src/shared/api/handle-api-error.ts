import { httpStatusText, type ApiError } from '@haoduo/contract';
import * as Sentry from '@sentry/react';
import { currentLanguage, i18n } from '../i18n';
import { useSessionStore } from '../stores/session-store';
import { getNotifier } from '../ui/notifier';

const UNAUTHORIZED_KEY = 'api-unauthorized';
const NETWORK_KEY = 'api-network';

/** The text to show for a failed call: the server's message, else the status's default text. */
export function apiErrorText(error: ApiError): string {
  if (error.isNetworkError) return i18n.t('errors.networkDescription');
  return error.message || httpStatusText(error.status, currentLanguage());
}

/**
 * The console's reaction to a failed call, for every call that is
 * not `silent`:
 * - no response: the notice 网络异常 / 网络请求失败，请检查网络连接;
 * - 401: the session is dropped, so the route guard sends the browser to /console/login;
 * - otherwise: a toast with the server's message, else the status's default text.
 * Failures other than 401 also go to the error-reporting service (a no-op without a DSN).
 */
export function handleApiError(error: ApiError): void {
  const { message, notification } = getNotifier();
  if (error.isNetworkError) {
    notification.error({
      key: NETWORK_KEY,
      title: i18n.t('errors.networkTitle'),
      description: i18n.t('errors.networkDescription'),
    });
    return;
  }
  if (error.status === 401) {
    useSessionStore.getState().signOut();
    void message.warning({ key: UNAUTHORIZED_KEY, content: apiErrorText(error) });
    return;
  }
  void message.error(apiErrorText(error));
  Sentry.captureException(error, { extra: { status: error.status, code: error.code } });
}
