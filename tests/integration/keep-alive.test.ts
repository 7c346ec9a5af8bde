import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen } from '../../server/http/lingering-close.ts';

/**
 * The portal keeps an idle connection open longer than a reverse proxy keeps its own (nginx's
 * upstream keep-alive, 60 s): a proxy that sends a request on a connection the portal is closing
 * gets a reset, and the visitor a 502. Node's default closed idle connections after 5 s.
 */
let server: ReturnType<typeof listen>;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = listen(
      () => new Response('ok'),
      { port: 0, hostname: '127.0.0.1' },
      (info) => {
        port = info.port;
        resolve();
      },
    );
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A GET over `agent`: its status and whether it went over a connection an earlier request opened. */
function get(agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

it('keeps an idle connection open past Node’s 5 s and serves the next request on it', async () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect(await get(agent)).toEqual({ status: 200, reused: false });
  // Idle for longer than Node's default keep-alive: the wait is the behaviour under test.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await get(agent)).toEqual({ status: 200, reused: true });
  agent.destroy();
}, 30_000);
