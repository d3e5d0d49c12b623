import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLayout, lazyPage } from './lazy-page';

describe('lazyPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a slow page blank for 200 ms, then shows the loading texts, then the page', async () => {
    let resolve: (module: { default: ComponentType }) => void = () => undefined;
    const element = lazyPage(
      () =>
        new Promise<{ default: ComponentType }>((done) => {
          resolve = done;
        }),
    );
    const { container } = render(element);

    act(() => vi.advanceTimersByTime(150));
    expect(container).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.getByText('正在为您准备内容')).toBeInTheDocument();

    await act(async () => {
      resolve({ default: () => <p>课程详情</p> });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('课程详情')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('marks a page the server rendered no longer busy once the page is in place', async () => {
    let resolve: (module: { default: ComponentType }) => void = () => undefined;
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('aria-busy', 'true');
    document.body.append(root);
    render(
      lazyPage(
        () =>
          new Promise<{ default: ComponentType }>((done) => {
            resolve = done;
          }),
      ),
      { container: root },
    );
    expect(root).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      resolve({ default: () => <p>作品广场</p> });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('作品广场')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-busy');
    root.remove();
  });
  it('leaves a server-rendered page busy when only its lazily loaded layout is in place', async () => {
    const deferred = () => {
      let resolve: (module: { default: ComponentType }) => void = () => undefined;
      const promise = new Promise<{ default: ComponentType }>((done) => {
        resolve = done;
      });
      return { promise, resolve: (module: { default: ComponentType }) => resolve(module) };
    };
    const layout = deferred();
    const page = deferred();
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('aria-busy', 'true');
    document.body.append(root);
    const router = createMemoryRouter([
      {
        path: '/',
        element: lazyLayout(() => layout.promise),
        children: [{ index: true, element: lazyPage(() => page.promise) }],
      },
    ]);
    render(<RouterProvider router={router} />, { container: root });
    await act(async () => {
      layout.resolve({
        default: () => (
          <header>
            页头
            <Outlet />
          </header>
        ),
      });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('页头')).toBeInTheDocument();
    expect(root).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      page.resolve({ default: () => <p>首页</p> });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-busy');
    root.remove();
  });
});
