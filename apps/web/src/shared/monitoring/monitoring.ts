import { MonitoringSampling, getRuntimeConfig, type TRuntimeConfig } from '@haoduo/contract';
import type * as SentryModule from '@sentry/react';

type TSentry = typeof SentryModule;

/**
 * Error reporting, on only when the server configured a DSN. The SDK is loaded lazily so it
 * costs nothing on the first load when reporting is off.
 */
let sentry: Promise<TSentry | null> | null = null;

export function initMonitoring(config: TRuntimeConfig = getRuntimeConfig()): void {
  if (!config.sentryDsn || sentry) return;
  const dsn = config.sentryDsn;
  sentry = import('@sentry/react').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        environment: config.environment,
        release: config.version,
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
        tracesSampleRate: MonitoringSampling.TRACES,
        replaysSessionSampleRate: MonitoringSampling.REPLAYS_SESSION,
        replaysOnErrorSampleRate: MonitoringSampling.REPLAYS_ON_ERROR,
      });
      return Sentry;
    },
    (cause: unknown) => {
      console.warn('Error reporting could not start', cause);
      return null;
    },
  );
}

export function isMonitoringOn(): boolean {
  return sentry !== null;
}

/** Report an error when monitoring is on; a no-op otherwise. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (!sentry) return;
  void sentry.then((Sentry) => Sentry?.captureException(error, extra ? { extra } : undefined));
}
