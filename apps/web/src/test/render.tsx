import { render } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { useLayoutEffect, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { routes as appRoutes } from '../app/router/routes';
import { setNavigator } from '../shared/navigation/navigator';
import { setFeedback } from '../shared/ui/feedback';
import { trackRouter } from './routers';

export { disposeRouters } from './routers';

/**
 * Toasts, notices and confirmations of a rendered test go into its own tree (antd's hooks), not into antd's
 * static roots: those outlive the test, and their close timers would run React after jsdom
 * has gone ("window is not defined").
 */
function TestFeedback() {
  const [messageApi, messages] = message.useMessage();
  const [notificationApi, notices] = notification.useNotification();
  const [modalApi, confirmations] = Modal.useModal();
  useLayoutEffect(() => {
    setFeedback({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {messages}
      {notices}
      {confirmations}
    </>
  );
}

/** Renders routes (the app's by default) at a path, with every provider of the app. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <Providers>
      <TestFeedback />
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Renders one element inside the providers and a memory router. */
export function renderInApp(element: ReactElement, path = '/') {
  return renderRoute(path, [{ path: '*', element }]);
}
