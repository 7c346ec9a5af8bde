import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../infra/fetch/address-policy.ts';
import { createLinkFetcher } from '../../infra/fetch/link-fetcher.ts';

/** A local web server that records every request it receives and answers by path. */
async function startServer(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ARTICLE = `<!doctype html>
<html lang="sk"><head>
<meta charset="utf-8">
<title>Záložný titulok</title>
<meta property="og:title" content="Žltý kôň úpel ďábelské ódy &amp; ťava">
<meta property="og:site_name" content="Správy z Košíc">
<meta property="og:description" content="Čerstvé správy – päť ľudí, dôležité ôsmeho">
<meta property="og:image" content="/img/cover.png">
<meta name="twitter:image" content="https://cdn.example.org/t.png">
<link rel="icon" href="/favicon-32.png" sizes="32x32">
<link rel="apple-touch-icon" href="icons/touch.png">
</head><body><p>Text</p></body></html>`;

/** The head of a page that never completes: its title must not become a preview. */
const PARTIAL_HEAD =
  '<html><head><title>Half a page</title><meta property="og:title" content="Half a page"><meta name="x" content="';

let main: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  other = await startServer((_req, res) => res.end('<title>other</title>'));
  main = await startServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/article') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(ARTICLE);
    } else if (path === '/latin2') {
      // A page in windows-1250 that declares it only in a meta element.
      const html = '<html><head><meta charset="windows-1250"><title>Čaša ťa</title></head></html>';
      res.setHeader('content-type', 'text/html');
      res.end(Buffer.from(new TextEncoderWindows1250().encode(html)));
    } else if (path === '/gzip') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(ARTICLE));
    } else if (path === '/redirect-ok') {
      res.writeHead(302, { location: '/article' }).end();
    } else if (path === '/redirect-private') {
      res.writeHead(302, { location: `${other.origin}/secret` }).end();
    } else if (path === '/redirect-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path === '/redirect-by-name') {
      res.writeHead(307, { location: `http://localhost:${main.port}/article` }).end();
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { location: `/loop${path.length}` }).end();
    } else if (path === '/pdf') {
      res.setHeader('content-type', 'application/pdf');
      res.end('%PDF-1.7');
    } else if (path === '/big') {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', String(3 * 1024 * 1024));
      res.end('<html>' + 'x'.repeat(3 * 1024 * 1024 - 6));
    } else if (path === '/big-chunked') {
      res.setHeader('content-type', 'text/html');
      for (let i = 0; i < 30; i++) res.write('<p>' + 'y'.repeat(100_000) + '</p>');
      res.end();
    } else if (path === '/slow') {
      res.setHeader('content-type', 'text/html');
      res.write('<html><head>');
      // Never finishes: the fetcher must give up on its own.
    } else if (path === '/gzip-slow') {
      // A compressed page whose head arrives, then nothing more.
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      const gzip = createGzip();
      gzip.pipe(res);
      gzip.write(PARTIAL_HEAD);
      gzip.flush();
    } else if (path === '/cut-short') {
      // Declares more than it sends, then the connection closes.
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', '100000');
      res.write(PARTIAL_HEAD);
      setImmediate(() => res.socket?.destroy());
    } else if (path === '/chunked-cut-short') {
      res.setHeader('content-type', 'text/html');
      res.write(PARTIAL_HEAD);
      setImmediate(() => res.socket?.destroy());
    } else if (path === '/gzip-cut-short') {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      const whole = gzipSync(`${PARTIAL_HEAD}</head><body>${'x'.repeat(5000)}</body></html>`);
      res.end(whole.subarray(0, whole.length - 40));
    } else if (path === '/img/cover.png') {
      res.setHeader('content-type', 'image/png');
      res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
    } else {
      res.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await main.close();
  await other.close();
});
beforeEach(() => {
  main.requests.length = 0;
  other.requests.length = 0;
});

/** Windows-1250 encoding of the few characters the test page needs. */
class TextEncoderWindows1250 {
  encode(text: string): Uint8Array {
    const map: Record<string, number> = { Č: 0xc8, č: 0xe8, ť: 0x9d, š: 0x9a };
    return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
  }
}

const allowed = () => createLinkFetcher({ allowHosts: [`127.0.0.1:${main.port}`] });
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: { code?: string }) => e.code,
  );

describe('the link fetcher reads previews', () => {
  it('reads Open Graph title, site name, description, images and icons, diacritics intact', async () => {
    const preview = await allowed().readPage(`${main.origin}/article`);
    expect(preview).toEqual({
      url: `${main.origin}/article`,
      title: 'Žltý kôň úpel ďábelské ódy & ťava',
      siteName: 'Správy z Košíc',
      description: 'Čerstvé správy – päť ľudí, dôležité ôsmeho',
      language: 'sk',
      images: [`${main.origin}/img/cover.png`, 'https://cdn.example.org/t.png'],
      icons: [
        `${main.origin}/icons/touch.png`,
        `${main.origin}/favicon-32.png`,
        `${main.origin}/favicon.ico`,
      ],
    });
  });

  it('decodes the character set a page declares, and gzip bodies', async () => {
    expect((await allowed().readPage(`${main.origin}/latin2`)).title).toBe('Čaša ťa');
    expect((await allowed().readPage(`${main.origin}/gzip`)).siteName).toBe('Správy z Košíc');
  });

  it('follows a redirect on the same allowed host and reports the final address', async () => {
    const preview = await allowed().readPage(`${main.origin}/redirect-ok`);
    expect(preview.url).toBe(`${main.origin}/article`);
    expect(main.requests).toEqual(['/redirect-ok', '/article']);
  });

  it('downloads an image through the same guard', async () => {
    const bytes = await allowed().downloadImage(`${main.origin}/img/cover.png`, { maxBytes: 1000 });
    expect(Buffer.from(bytes).toString('hex')).toBe('89504e470d0a1a0a');
  });
});

describe('the link fetcher refuses private addresses and requests nothing from them', () => {
  const forms = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://2130706433:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.0.0.1:${port}/`,
    `http://127.1:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
    'http://localhost/',
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    // IPv4-compatible, mapped, translated, NAT64 and 6to4 forms of loopback and private addresses.
    `http://[::127.0.0.1]:${port}/`,
    `http://[::7f00:1]:${port}/`,
    `http://[0:0:0:0:0:0:127.0.0.1]:${port}/`,
    `http://[0000:0000:0000:0000:0000:0000:7F00:0001]:${port}/`,
    `http://[::FFFF:7F00:1]:${port}/`,
    `http://[::ffff:0:127.0.0.1]:${port}/`,
    'http://[::10.0.0.1]/',
    'http://[::a9fe:a9fe]/',
    'http://[64:FF9B::169.254.169.254]/',
    'http://[2002:c0a8:101::1]/',
    'http://[2002:A9FE:A9FE:0:0:0:0:1]/',
  ];

  it('refuses every form of a private, loopback, link-local or special address (400 code)', async () => {
    const fetcher = createLinkFetcher();
    for (const url of forms(main.port)) {
      expect(await code(fetcher.readPage(url)), url).toBe('LINK_URL_REFUSED');
    }
    expect(main.requests).toEqual([]);
  });

  it('refuses other schemes, credentials and non-standard ports', async () => {
    const fetcher = createLinkFetcher();
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.org/',
      'gopher://example.org/',
      'javascript:alert(1)',
      'data:text/html,<title>x</title>',
      'http://user:pass@example.org/',
      'http://example.org:25/',
      'not a url',
    ])
      expect(await code(fetcher.readPage(url)), url).toBe('LINK_URL_REFUSED');
  });

  it('refuses a redirect to a private address, by IP or by name, without requesting it', async () => {
    const fetcher = allowed();
    expect(await code(fetcher.readPage(`${main.origin}/redirect-private`))).toBe('LINK_URL_REFUSED');
    expect(await code(fetcher.readPage(`${main.origin}/redirect-metadata`))).toBe('LINK_URL_REFUSED');
    expect(await code(fetcher.readPage(`${main.origin}/redirect-by-name`))).toBe('LINK_URL_REFUSED');
    expect(other.requests).toEqual([]);
    expect(main.requests).toEqual(['/redirect-private', '/redirect-metadata', '/redirect-by-name']);
  });

  it('stops after 5 redirects', async () => {
    expect(await code(allowed().readPage(`${main.origin}/loop`))).toBe('LINK_UNREACHABLE');
    expect(main.requests).toHaveLength(6);
  });

  it('applies the allow-list only to the listed host and port', async () => {
    const fetcher = allowed();
    expect(await code(fetcher.readPage(`${other.origin}/`))).toBe('LINK_URL_REFUSED');
    expect(await code(fetcher.readPage(`http://localhost:${main.port}/article`))).toBe('LINK_URL_REFUSED');
    expect(await code(fetcher.readPage(`http://[::ffff:127.0.0.1]:${main.port}/article`))).toBe(
      'LINK_URL_REFUSED',
    );
    expect(other.requests).toEqual([]);
    expect(main.requests).toEqual([]);
    expect((await fetcher.readPage(`${main.origin}/article`)).title).toContain('Žltý kôň');
  });
});

describe('the link fetcher gives up on pages it cannot use', () => {
  it('refuses a body that is not HTML', async () => {
    expect(await code(allowed().readPage(`${main.origin}/pdf`))).toBe('LINK_NOT_HTML');
  });

  it('refuses a body over 2 MB, declared or streamed', async () => {
    expect(await code(allowed().readPage(`${main.origin}/big`))).toBe('LINK_TOO_LARGE');
    expect(await code(allowed().readPage(`${main.origin}/big-chunked`))).toBe('LINK_TOO_LARGE');
  });

  it('gives up on a slow page after its timeout', async () => {
    const fetcher = createLinkFetcher({ allowHosts: [`127.0.0.1:${main.port}`], limits: { timeoutMs: 300 } });
    const started = Date.now();
    expect(await code(fetcher.readPage(`${main.origin}/slow`))).toBe('LINK_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a page that times out or is cut short midway, never storing the part it read', async () => {
    const fetcher = createLinkFetcher({ allowHosts: [`127.0.0.1:${main.port}`], limits: { timeoutMs: 400 } });
    expect(await code(fetcher.readPage(`${main.origin}/slow`))).toBe('LINK_TIMEOUT');
    expect(await code(fetcher.readPage(`${main.origin}/gzip-slow`))).toBe('LINK_TIMEOUT');
    for (const path of ['/cut-short', '/chunked-cut-short', '/gzip-cut-short'])
      expect(await code(fetcher.readPage(`${main.origin}${path}`)), path).toBe('LINK_UNREACHABLE');
  });

  it('answers 404 pages as unreachable', async () => {
    expect(await code(allowed().readPage(`${main.origin}/missing`))).toBe('LINK_UNREACHABLE');
  });
});

describe('isPublicAddress', () => {
  it('accepts public unicast addresses only', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '::1',
      '::ffff:10.0.0.1',
      'fe80::1',
      '198.51.100.7',
      'nonsense',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
