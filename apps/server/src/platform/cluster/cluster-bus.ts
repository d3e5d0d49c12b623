import type { TDb } from '../db/database';

/**
 * What one server process tells the others. Each process keeps some reads in memory (kept
 * reads, kept sessions); when it writes, the others must forget theirs too. One process (the
 * embedded default) has nobody to tell: the memory bus. Several processes share Redis: the
 * Redis bus (redis-bus.ts) publishes every message to the others over pub/sub.
 */
export interface TClusterMessage {
  /** Named kept reads forgotten: [cache] (all of it) or [cache, key]. */
  forget?: ([string] | [string, string])[];
  /** A write request was answered: forget every read kept until a write, and kept sessions. */
  writes?: true;
  /** Messages may have been missed (the bus reconnected): forget everything kept. */
  everything?: true;
  /** Jobs were queued: look for work now instead of at the next poll. */
  wake?: true;
  /** Events for listeners of a channel in every other process (e.g. a safety alert). */
  events?: TClusterEvent[];
}

export interface TClusterEvent {
  channel: string;
  payload: unknown;
}

export interface TClusterBus {
  readonly kind: 'memory' | 'redis';
  /**
   * Whether other processes' messages reach this one now. Reads are kept only while it is
   * live, so a process cut off from Redis reads every time instead of serving what it may
   * have been told to forget.
   */
  live(): boolean;
  /** Tell the other processes (never this one). */
  publish(message: TClusterMessage): Promise<void>;
  /** Messages from the other processes. */
  subscribe(listener: (message: TClusterMessage) => void): void;
  /** Whether the bus's server answers (health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** One process: nobody else to tell. */
export function createMemoryBus(): TClusterBus {
  return {
    kind: 'memory',
    live: () => true,
    publish: async () => undefined,
    subscribe: () => undefined,
    ping: async () => true,
    close: async () => undefined,
  };
}

interface TLink {
  bus: TClusterBus;
  pending: TClusterMessage | null;
  flushing: Promise<void> | null;
}

/** The bus of each database handle (one per app; tests run several apps in one process). */
const links = new WeakMap<TDb, TLink>();

export function attachBus(db: TDb, bus: TClusterBus): void {
  links.set(db, { bus, pending: null, flushing: null });
}

export function detachBus(db: TDb): void {
  links.delete(db);
}

/** Whether reads may be kept in memory now (no bus: one process, always). */
export function keepsReads(db: TDb): boolean {
  const link = links.get(db);
  return !link || link.bus.live();
}

/**
 * Tell the other processes, soon: messages of one turn of the event loop go as one. A write
 * request awaits `flushAnnounced` before its answer leaves, so whoever reads next, from any
 * process, reads after the others were told.
 */
export function announce(db: TDb, message: TClusterMessage): void {
  const link = links.get(db);
  if (!link || link.bus.kind === 'memory') return;
  const pending = (link.pending ??= {});
  if (message.forget) (pending.forget ??= []).push(...message.forget);
  if (message.writes) pending.writes = true;
  if (message.everything) pending.everything = true;
  if (message.wake) pending.wake = true;
  if (message.events) (pending.events ??= []).push(...message.events);
  setImmediate(() => void flushAnnounced(db));
}

export async function flushAnnounced(db: TDb): Promise<void> {
  const link = links.get(db);
  if (!link) return;
  // One publish at a time, in order; a flush waits for the one under way, then sends the rest.
  while (link.flushing) await link.flushing;
  const message = link.pending;
  if (!message) return;
  link.pending = null;
  if (message.forget) message.forget = dedupe(message.forget);
  link.flushing = link.bus.publish(message).finally(() => (link.flushing = null));
  await link.flushing;
}

function dedupe(items: ([string] | [string, string])[]): ([string] | [string, string])[] {
  const whole = new Set(items.filter((item) => item.length === 1).map(([name]) => name));
  const seen = new Set<string>();
  return items.filter((item) => {
    if (item.length === 2 && whole.has(item[0])) return false;
    const key = item.join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type TEventListener = (payload: unknown) => void;

/** Listeners of the other processes' events, per database handle (one per app), by channel. */
const eventListeners = new WeakMap<TDb, Map<string, Set<TEventListener>>>();

/** Hear a channel's events published by the other processes; returns the unsubscribe function. */
export function listenClusterEvents(
  db: TDb,
  channel: string,
  listener: TEventListener,
): () => void {
  let channels = eventListeners.get(db);
  if (!channels) eventListeners.set(db, (channels = new Map()));
  let set = channels.get(channel);
  if (!set) channels.set(channel, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Hand the events of another process's message to this app's listeners. */
export function deliverClusterEvents(db: TDb, message: TClusterMessage): void {
  const channels = eventListeners.get(db);
  if (!channels) return;
  for (const { channel, payload } of message.events ?? []) {
    for (const listener of channels.get(channel) ?? []) listener(payload);
  }
}
