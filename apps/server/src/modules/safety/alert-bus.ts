import { EventEmitter } from 'node:events';
import type { TSafetyAlertEvent } from '@haoduo/contract';

/**
 * Alerts as they happen, to the teachers' open streams in this process. Each stream keeps
 * only the alerts of the classes its teacher teaches. With more than one server process the
 * streams of another process would not hear of an alert at once; the open list catches up.
 */
export interface TAlertBus {
  publish(event: TSafetyAlertEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: TSafetyAlertEvent) => void): () => void;
}

export function createAlertBus(): TAlertBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('alert', event);
    },
    subscribe(listener) {
      emitter.on('alert', listener);
      return () => emitter.off('alert', listener);
    },
  };
}
