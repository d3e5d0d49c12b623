import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts and notices from outside React (the API client's error handler). The
 * <NotifierBridge> inside antd's <App> registers the context-aware instances; before it
 * mounts, antd's static functions stand in.
 */
export interface TNotifier {
  message: MessageInstance;
  notification: NotificationInstance;
}

let current: TNotifier = { message: staticMessage, notification: staticNotification };

export function setNotifier(next: TNotifier): void {
  current = next;
}

export function getNotifier(): TNotifier {
  return current;
}
