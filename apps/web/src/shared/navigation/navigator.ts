/**
 * Navigation for code that runs outside React (the API client's error handler, store
 * actions). The app registers the router's navigate once it exists; before that, and in
 * tests that do not register one, a full page load is the safe fallback.
 */
export type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let current: TNavigate | null = null;

export function setNavigator(navigate: TNavigate | null): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) {
    current(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
