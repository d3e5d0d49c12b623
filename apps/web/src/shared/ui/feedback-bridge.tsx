import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Mount inside antd's <App>: hands its message/notification/modal to the holder. */
export function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => {
    setFeedback(feedback);
    return () => setFeedback(null);
  }, [feedback]);
  return null;
}
