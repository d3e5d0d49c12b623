import type { FastifyBaseLogger } from 'fastify';
import type { TDeps } from '../../platform/deps';
import type { TDb } from '../../platform/db/database';
import type { TApp } from '../../platform/http/types';
import type { TModerationPort } from '../../providers/ai/ports';
import { createAlertBus, type TAlertBus } from './alert-bus';
import { createSafetyGate, type TSafetyGate } from './safety-gate';
import type { THistorySource } from './safety-history';
import { safetyAlertRoutes } from './safety.alerts.routes';
import { safetyCustomRoutes } from './safety.custom.routes';
import { safetyMngRoutes } from './safety.mng.routes';

/** The safety of minors as the app holds it: one gate and one alert bus per app. */
export interface TSafety {
  gate: TSafetyGate;
  bus: TAlertBus;
}

export function createSafety(deps: {
  db: TDb;
  log: FastifyBaseLogger;
  moderation: () => Promise<TModerationPort>;
}): TSafety {
  const bus = createAlertBus(deps.db);
  return { bus, gate: createSafetyGate({ ...deps, bus }) };
}

/** How long an alert stream stays open before the page reconnects. */
const STREAM_LIFETIME_MS = 10 * 60_000;
/** Tests call every route; a stream there ends soon. */
const TEST_STREAM_LIFETIME_MS = 15_000;

export function safetyFeature(
  app: TApp,
  deps: TDeps,
  safety: TSafety,
  ports: { history: readonly THistorySource[] },
): void {
  safetyCustomRoutes(app, deps.db, ports.history);
  safetyAlertRoutes(app, deps.db, safety.bus, {
    streamLifetimeMs: deps.config.nodeEnv === 'test' ? TEST_STREAM_LIFETIME_MS : STREAM_LIFETIME_MS,
  });
  safetyMngRoutes(app, deps.db);
}
