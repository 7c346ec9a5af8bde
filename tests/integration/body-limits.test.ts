import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../server/middleware/body-limits.ts';
import { createPageTestApp, type PageTestApp } from '../setup/page-app.ts';
import { listen } from '../../server/http/lingering-close.ts';
import { questionnaireCvMultipart } from '../factories/multipart.ts';

/**
 * Body limits on a real HTTP server with the real pages: oversized bodies (declared, chunked or lying
 * about their length) are refused with 413 before anything parses them, eight maximum-size uploads at
 * once do not take the server down, and answers given before a body is read leave keep-alive
 * connections usable or close them cleanly.
 */
let ctx: PageTestApp;
let server: ReturnType<typeof listen>;
let base: URL;
const ORIGIN = 'https://kariera.test';
const MB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createPageTestApp({ RATE_LIMIT_SCALE: '1000' });
  server = listen(ctx.app.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/**
 * Sends `total` bytes of `chunk` repeated (or `body`) as the request body, stopping as soon as the
 * answer arrives: a server that refuses early must not need the rest. Write errors after the answer
 * (the server closed a connection it said it would close) are expected.
 */
function send(
  path: string,
  {
    method = 'POST',
    headers = {},
    body,
    chunk,
    total = 0,
    agent,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunk?: Buffer;
    total?: number;
    agent?: http.Agent;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      new URL(path, base),
      { method, headers: { origin: ORIGIN, ...headers }, agent: agent ?? false },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (d: string) => (text += d));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: text,
            reusedSocket: request.reusedSocket,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body) {
      request.end(body);
      return;
    }
    let sent = 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk!.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

const healthy = async () => (await fetch(new URL('/healthz', base))).status;

describe('request bodies over the limit', () => {
  const hugeChunk = Buffer.alloc(MB, 0x61);

  it('a declared 150 MB sign-in is refused with 413 before it is read, on the API and the page', async () => {
    const api = await send('/api/auth/sign-in/email', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(150 * MB),
        'accept-language': 'en',
      },
      chunk: hugeChunk,
      total: 150 * MB,
    });
    expect(api.status).toBe(413);
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(api.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(JSON.parse(api.body).title).toMatch(/too large \(16 KB at most\)/);
    expect(api.headers.connection).toBe('close');

    const page = await send('/en/sign-in', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(150 * MB),
      },
      chunk: hugeChunk,
      total: 150 * MB,
    });
    expect(page.status).toBe(413);
    expect(page.body).toBe('The request is too large (16 KB at most).');
    expect(await healthy()).toBe(200);
  });

  it('a chunked 150 MB body is counted as it streams and cut at the limit', async () => {
    for (const path of ['/api/auth/sign-in/email', '/sign-in', '/api/questionnaires/cv', '/newsletter']) {
      const answer = await send(path, {
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunk: hugeChunk,
        total: 150 * MB,
      });
      expect(answer.status, path).toBe(413);
    }
    expect(await healthy()).toBe(200);
  });

  it('a client still sending when the 413 is written receives the 413, not a reset (lingering close)', async () => {
    for (let round = 0; round < 12; round++) {
      const answer = await send(round % 2 ? '/newsletter' : '/api/auth/sign-in/email', {
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunk: hugeChunk,
        total: 40 * MB,
      });
      expect(answer.status, `round ${round}`).toBe(413);
    }
  });

  it('a body longer than its Content-Length is not read past it, and the server keeps answering', async () => {
    const answer = await send('/api/auth/sign-in/email', {
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      chunk: Buffer.from(`{"email":"a@example.sk","password":"${'x'.repeat(MB)}"}`),
      total: 150 * MB,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await healthy()).toBe(200);
  });

  it('eight maximum-size uploads at once to a page action and to the API, and eight over it', async () => {
    const max = questionnaireCvMultipart(BODY_LIMITS.upload);
    const over = questionnaireCvMultipart(BODY_LIMITS.upload + 1, 1);
    const post = (path: string, { body, type }: { body: Buffer; type: string }) =>
      send(path, { headers: { 'content-type': type, 'accept-language': 'en' }, body });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        post(i % 2 ? '/en/adequate-salary/programmer/cv' : '/api/questionnaires/cv', max),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        post(i % 2 ? '/en/adequate-salary/programmer/cv' : '/api/questionnaires/cv', over),
      ),
    ]);
    const [within, beyond] = [answers.slice(0, 8), answers.slice(8)];
    for (const answer of within) expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
    for (const answer of beyond) expect(answer.status).toBe(413);
    expect(await healthy()).toBe(200);
  });
});

describe('text fields of uploads', () => {
  it('a multipart text field of megabytes is refused with 413 and says which limit, a file of megabytes is not', async () => {
    const form = (text: string) => {
      const data = new FormData();
      data.append('profession', 'programmer');
      data.append('name', text);
      data.append('email', 'lubo@example.sk');
      data.append(
        'file',
        new File([new Uint8Array(4 * MB).fill(0x20)], 'cv.pdf', { type: 'application/pdf' }),
      );
      return new Request('http://portal.test/', { method: 'POST', body: data });
    };
    for (const path of ['/api/questionnaires/cv', '/en/adequate-salary/programmer/cv']) {
      const oversized = form('Š'.repeat(3 * MB));
      const answer = await send(path, {
        headers: { 'content-type': oversized.headers.get('content-type')!, 'accept-language': 'en' },
        body: Buffer.from(await oversized.arrayBuffer()),
      });
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toContain(
        'The text fields of the form are too long together (256 KB at most)',
      );
      const ordinary = form('Ľubomír Šťastný');
      const accepted = await send(path, {
        headers: { 'content-type': ordinary.headers.get('content-type')!, 'accept-language': 'en' },
        body: Buffer.from(await ordinary.arrayBuffer()),
      });
      expect(accepted.status, path).not.toBe(413);
    }
  });
});

describe('answers given before the body is read', () => {
  it('leave a keep-alive connection usable for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ firstName: 'x'.repeat(600 * 1024) }));
      const refused = await send('/api/candidates/my', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
        agent,
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.connection).not.toBe('close');
      const next = await send('/healthz', { method: 'GET', agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('close the connection cleanly, by their header, when the body is over the limit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send('/api/auth/sign-in/email', {
        headers: { 'content-type': 'application/json', 'content-length': String(2 * MB) },
        chunk: Buffer.alloc(64 * 1024, 0x61),
        total: 2 * MB,
        agent,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      const next = await send('/healthz', { method: 'GET', agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(false);
    } finally {
      agent.destroy();
    }
  });
});
