import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local web site for link previews: an article with Open Graph tags in Slovak, its cover image
 * and icon, a PDF, a page over 2 MB and a redirect to a private address. It records every path
 * requested, so a test can show that nothing was asked of an address the fetcher refused.
 */
export interface PreviewSite {
  port: number;
  origin: string;
  /** `127.0.0.1:port`, for FETCH_ALLOW_HOSTS. */
  host: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startPreviewSite({
  cover,
  icon,
  title = 'Ako sme v Košiciach učili ťavy programovať',
}: {
  cover: Uint8Array;
  icon: Uint8Array;
  title?: string;
}): Promise<PreviewSite> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const pathname = path.split('?')[0];
    if (pathname === '/article') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="sk"><head>
<title>Záložný titulok</title>
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Technické správy">
<meta property="og:description" content="Príbeh o diakritike: ľščťžýáíé.">
<meta property="og:image" content="/cover.png">
<link rel="icon" type="image/png" href="/icon.png" sizes="96x96">
</head><body><h1>${title}</h1></body></html>`);
    } else if (pathname === '/cover.png') {
      res.setHeader('content-type', 'image/png');
      res.end(cover);
    } else if (pathname === '/icon.png') {
      res.setHeader('content-type', 'image/png');
      res.end(icon);
    } else if (pathname === '/report.pdf') {
      res.setHeader('content-type', 'application/pdf');
      res.end('%PDF-1.7\n');
    } else if (pathname === '/huge') {
      res.setHeader('content-type', 'text/html');
      for (let i = 0; i < 25; i++) res.write(`<p>${'x'.repeat(100_000)}</p>`);
      res.end();
    } else if (pathname === '/redirect-private') {
      res.writeHead(302, { location: 'http://10.1.2.3/admin' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
