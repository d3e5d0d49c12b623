import { useEffect, useRef } from 'react';

/** Served by the server with its own policy (sandboxed, inline code allowed, no network). */
export const SANDBOX_FRAME_URL = '/sandbox/frame.html';

interface TSandboxFrameProps {
  /** The program: a whole HTML document, run as it is. */
  html: string;
  title: string;
  className?: string;
  'data-testid'?: string;
  /** Called with the frame once it is in the page (e.g. to serve it lab models); returns the clean-up. */
  connect?: (frame: HTMLIFrameElement) => () => void;
}

/**
 * Runs a pupil's program (smart app, agent code) in a sandboxed frame: scripts run, but
 * without allow-same-origin the frame is an opaque origin with no cookies, storage or access
 * to the site. The program is posted to the frame page, whose own policy lets its inline code
 * run (a srcdoc frame would inherit the site's stricter policy and block it).
 */
export function SandboxFrame({
  html,
  title,
  className,
  'data-testid': testId,
  connect,
}: TSandboxFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const target = frame.current;
    return target && connect ? connect(target) : undefined;
  }, [connect]);

  useEffect(() => {
    const target = frame.current;
    if (!target) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target.contentWindow) return;
      if ((event.data as { type?: string } | null)?.type !== 'haoduo-sandbox:ready') return;
      target.contentWindow?.postMessage({ type: 'haoduo-sandbox:load', html }, '*');
    };
    window.addEventListener('message', onMessage);
    // A new program: reload the frame, which announces itself ready and receives it.
    target.src = SANDBOX_FRAME_URL;
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  return (
    <iframe
      ref={frame}
      className={className}
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      data-testid={testId}
    />
  );
}
