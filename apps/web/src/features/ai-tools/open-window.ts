export interface TPendingWindow {
  /** Points the window at the address (relative addresses are on this site). */
  go: (url: string) => void;
  /** Closes the window (the launch failed). */
  cancel: () => void;
}

/**
 * Opens a blank window while the click is still being handled, so pop-up blockers let it
 * through, and points it at the launch address once the server has answered.
 */
export function openPendingWindow(): TPendingWindow {
  const win = window.open('about:blank', '_blank');
  return {
    go: (url) => {
      const target = new URL(url, window.location.origin).href;
      if (win && !win.closed) {
        win.opener = null;
        win.location.href = target;
      } else {
        window.open(target, '_blank', 'noopener');
      }
    },
    cancel: () => win?.close(),
  };
}
