import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from './notifier';

/** Mount once inside antd's <App>: hands its themed message and notification to the notifier. */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    setNotifier({ message, notification });
  }, [message, notification]);
  return null;
}
