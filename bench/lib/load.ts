/** A small closed-loop load generator: `concurrency` clients send requests back to back for `durationMs`. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Sent besides the content type (a session cookie, say). */
  headers?: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function load(
  baseUrl: string,
  requests: LoadRequest[],
  options: {
    concurrency: number;
    durationMs: number;
    warmupMs?: number;
    /** Send each request once (in order, shared by the clients) and stop, or at `durationMs`. */
    once?: boolean;
  },
): Promise<LoadResult> {
  const run = async (durationMs: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const end = performance.now() + durationMs;
    const client = async () => {
      while (performance.now() < end && !(record && options.once && next >= requests.length)) {
        const r = requests[next++ % requests.length]!;
        const started = performance.now();
        try {
          const response = await fetch(baseUrl + r.path, {
            method: r.method ?? 'GET',
            headers: {
              ...(r.body ? { 'content-type': 'application/json' } : {}),
              'accept-encoding': 'identity',
              ...r.headers,
            },
            body: r.body,
          });
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        if (record) latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, client));
    return { latencies, errors, seconds: (performance.now() - started) / 1000 };
  };
  if (options.warmupMs) await run(options.warmupMs, false);
  const { latencies, errors, seconds } = await run(options.durationMs, true);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
