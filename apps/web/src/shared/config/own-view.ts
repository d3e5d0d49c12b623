import { OWN_VIEW_COOKIE } from '@haoduo/contract';
import { DEFAULT_LANGUAGE, i18n } from '../i18n/i18n';
import { isSignedIn, useAppStore } from '../stores/app-store';

/** Whether this browser's pages differ from a Chinese-reading visitor's. */
export function showsOwnView(): boolean {
  return isSignedIn(useAppStore.getState()) || i18n.language !== DEFAULT_LANGUAGE;
}

function syncCookie(): void {
  const own = showsOwnView();
  const kept = document.cookie.split('; ').includes(`${OWN_VIEW_COOKIE}=1`);
  if (own === kept) return;
  document.cookie = own
    ? `${OWN_VIEW_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${OWN_VIEW_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * Keeps OWN_VIEW_COOKIE in step with the session and the language, so the server sends a
 * signed-in user (or an English reader) the application's page, not one rendered for a
 * visitor that would show until the app replaced it.
 */
export function keepOwnViewCookie(): void {
  syncCookie();
  useAppStore.subscribe(syncCookie);
  i18n.on('languageChanged', syncCookie);
}
