import { MonitoringSampling } from '@haoduo/contract';
import type { TConfig } from './config';
import { SERVER_VERSION } from './version';

export type TErrorReporter = (error: unknown) => void;

/** Sentry, on only when SENTRY_DSN is set, with the spec's sampling. */
export async function createErrorReporter(config: TConfig): Promise<TErrorReporter> {
  if (!config.sentryDsn) return () => undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.appEnv,
    release: SERVER_VERSION,
    tracesSampleRate: MonitoringSampling.TRACES,
    sendDefaultPii: false,
  });
  return (error) => {
    Sentry.captureException(error);
  };
}
