import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server-process.ts';

/** The token Prometheus scrapes /metrics with. */
const METRICS_TOKEN = 'shutdown-test-metrics-token';
const inFlight = async (url: string) =>
  Number(
    /^http_requests_in_flight (\d+)/m.exec(
      await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text(),
    )?.[1],
  );

describe('graceful shutdown on the embedded database', () => {
  it('finishes a request in flight, exits 0 and leaves PGlite intact for the next start', async () => {
    const first = await startServer({ METRICS_TOKEN });
    // A search whose body is still being sent: the server has started handling it.
    const req = request(`${first.url}/api/job-descriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += String(d)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    req.write('{"filter":{},');
    req.flushHeaders();
    await expect.poll(() => inFlight(first.url), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    const exit = first.stop('SIGTERM');
    req.end('"size":3}');
    const done = await response;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body).page.content).toHaveLength(3);
    expect(await exit).toBe(0);
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();

    const second = await startServer({}, first.dataDir);
    const body = await (
      await fetch(`${second.url}/api/job-descriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    expect(body.page.totalElements).toBeGreaterThanOrEqual(50);
    expect(await second.stop('SIGINT')).toBe(0);
  });
});
