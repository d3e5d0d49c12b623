import { MonitoringSampling, type TRuntimeConfig } from '@haoduo/contract';
import * as Sentry from '@sentry/react';

/** Error reporting, on only when the server configures a DSN; the spec's sampling. */
export function initMonitoring(config: TRuntimeConfig): void {
  if (!config.sentryDsn) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release: `console@${config.version}`,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: MonitoringSampling.TRACES,
    replaysSessionSampleRate: MonitoringSampling.REPLAYS_SESSION,
    replaysOnErrorSampleRate: MonitoringSampling.REPLAYS_ON_ERROR,
  });
}
