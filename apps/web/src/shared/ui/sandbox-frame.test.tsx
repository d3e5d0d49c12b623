import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_FRAME_URL, SandboxFrame } from './sandbox-frame';

describe('SandboxFrame', () => {
  it('loads the sandbox page without same-origin rights and posts the program once it is ready', () => {
    const { getByTitle } = render(<SandboxFrame html="<p>hi</p>" title="app" />);
    const frame = getByTitle('app') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.src).toContain(SANDBOX_FRAME_URL);

    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'haoduo-sandbox:ready' },
        source: frame.contentWindow as Window,
      }),
    );
    expect(post).toHaveBeenCalledWith({ type: 'haoduo-sandbox:load', html: '<p>hi</p>' }, '*');
  });

  it('ignores messages from other windows', () => {
    const { getByTitle } = render(<SandboxFrame html="<p>x</p>" title="app2" />);
    const frame = getByTitle('app2') as HTMLIFrameElement;
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'haoduo-sandbox:ready' }, source: window }),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('hands its frame to `connect` (the model bridge of /agent/code) and cleans up', () => {
    const disconnect = vi.fn();
    const connect = vi.fn(() => disconnect);
    const view = render(<SandboxFrame html="<p>hi</p>" title="app3" connect={connect} />);
    const frame = view.getByTitle('app3');
    expect(connect).toHaveBeenCalledWith(frame);
    view.unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
