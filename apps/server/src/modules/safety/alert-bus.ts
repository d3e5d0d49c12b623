import { EventEmitter } from 'node:events';
import type { TSafetyAlertEvent } from '@haoduo/contract';
import { announce, listenClusterEvents } from '../../platform/cluster/cluster-bus';
import type { TDb } from '../../platform/db/database';

/**
 * Alerts as they happen, to the teachers' open streams. Each stream keeps only the alerts of
 * the classes its teacher teaches. An alert raised here reaches this process's streams at
 * once and, over the cluster bus (Redis, when several processes run), every other process's.
 */
export interface TAlertBus {
  publish(event: TSafetyAlertEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: TSafetyAlertEvent) => void): () => void;
}

const CHANNEL = 'safety-alert';

export function createAlertBus(db: TDb): TAlertBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  listenClusterEvents(db, CHANNEL, (payload) => emitter.emit('alert', payload));
  return {
    publish(event) {
      emitter.emit('alert', event);
      announce(db, { events: [{ channel: CHANNEL, payload: event }] });
    },
    subscribe(listener) {
      emitter.on('alert', listener);
      return () => emitter.off('alert', listener);
    },
  };
}
