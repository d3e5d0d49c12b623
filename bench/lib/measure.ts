import autocannon from 'autocannon';

export interface TMeasurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Every request answered during the run. */
  requests: number;
}

export interface TMeasureOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
}

export async function measure(options: TMeasureOptions): Promise<TMeasurement> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export function ratio(value: number, baseline: number): string {
  return baseline > 0 ? `${((value / baseline) * 100).toFixed(1)}%` : 'n/a';
}
