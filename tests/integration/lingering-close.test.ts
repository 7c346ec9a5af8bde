import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lingerOnEveryClose } from '../../server/http/lingering-close.ts';

/**
 * A refusal written while the client is still sending (413 before the body is read) reaches the
 * client: the server half-closes and keeps discarding instead of resetting the connection. The
 * client runs in its own process so that its pause is not the server's; without the linger about
 * one upload in six ends in EPIPE/ECONNRESET instead of the 413.
 */
const run = promisify(execFile);
const client = fileURLToPath(new URL('../support/busy-upload-client.mjs', import.meta.url));
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(413, { connection: 'close', 'content-type': 'text/plain' });
    response.end('too large');
  });
  lingerOnEveryClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('a client busy in the middle of a refused upload still receives the 413, twenty times out of twenty', async () => {
  const outcomes: string[] = [];
  for (let round = 0; round < 5; round++) {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, [client, base, '/upload'])),
    );
    outcomes.push(...results.map(({ stdout }) => stdout.trim()));
  }
  expect(outcomes).toEqual(Array.from({ length: 20 }, () => JSON.stringify({ status: 413 })));
}, 60_000);
