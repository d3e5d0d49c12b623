import { message, notification, type App } from 'antd';

/**
 * A holder for antd's context-aware message and notification APIs, so code outside React
 * (the API client's error handler) shows themed, localised toasts. FeedbackBridge fills it
 * from App.useApp(); until then the static APIs serve as a fallback.
 */
export type TFeedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

let holder: TFeedback | null = null;

export function setFeedback(feedback: TFeedback | null): void {
  holder = feedback;
}

export function feedback(): TFeedback {
  return holder ?? { message, notification };
}
