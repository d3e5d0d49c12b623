import { SafetyLimit, type TSafetyAlertEvent } from '@haoduo/contract';
import type { FastifyReply } from 'fastify';
import type { TDb } from '../../platform/db/database';
import type { TAlertBus } from './alert-bus';
import { alertsAfter } from './safety-alerts';

/**
 * A teacher's live alerts as server-sent events:
 *   event: ready  data: {}
 *   event: alert  data: { type: 'alert' | 'update', alert }   (only the teacher's classes)
 *   : ping                                                      (every 25 s)
 * The alerts after `after` are sent first (a page reconnecting misses nothing). The stream
 * ends after `lifetimeMs`; the page reconnects with the newest id it has.
 */
export async function streamAlerts(
  reply: FastifyReply,
  input: { db: TDb; bus: TAlertBus; classIds: number[]; after: number; lifetimeMs: number },
): Promise<void> {
  const raw = reply.raw;
  const classes = new Set(input.classIds);
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  const write = (text: string) => {
    if (open()) raw.write(text);
  };
  const send = (event: TSafetyAlertEvent) =>
    write(`event: alert\ndata: ${JSON.stringify(event)}\n\n`);

  // Listen before catching up, so nothing raised meanwhile is lost; send each new alert once.
  const sent = new Set<number>();
  let caughtUp = false;
  const held: TSafetyAlertEvent[] = [];
  const unsubscribe = input.bus.subscribe((event) => {
    if (!classes.has(event.alert.classId)) return;
    if (!caughtUp) held.push(event);
    else if (event.type === 'update' || !sent.has(event.alert.id)) {
      sent.add(event.alert.id);
      send(event);
    }
  });
  await new Promise<void>((resolve) => {
    const ping = setInterval(() => write(': ping\n\n'), SafetyLimit.STREAM_PING_SECONDS * 1000);
    const end = setTimeout(() => finish(), input.lifetimeMs);
    const finish = () => {
      clearInterval(ping);
      clearTimeout(end);
      unsubscribe();
      if (open()) raw.end();
      resolve();
    };
    raw.on('close', finish);
    write('event: ready\ndata: {}\n\n');
    void alertsAfter(input.db, input.classIds, input.after)
      .then((missed) => {
        for (const alert of missed) {
          sent.add(alert.id);
          send({ type: 'alert', alert });
        }
      })
      .catch(() => finish())
      .finally(() => {
        caughtUp = true;
        for (const event of held.splice(0)) {
          if (event.type === 'update' || !sent.has(event.alert.id)) {
            sent.add(event.alert.id);
            send(event);
          }
        }
      });
  });
}
