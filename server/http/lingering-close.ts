import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { Server, Socket } from 'node:net';

/** How long a connection that is being closed keeps reading what its client still sends. */
export const LINGER_MS = 2_000;

/**
 * Lingering close (as in Apache and nginx): Node closes a `Connection: close` socket as soon as the
 * answer is written. A client still sending its body (a 413 given before the body was read) then
 * writes into a closed socket, its kernel gets a reset and may drop the answer it already received:
 * the user sees "connection reset" instead of the error. Here the socket half-closes (the answer
 * and a FIN go out), keeps discarding what arrives until the client closes its side or `ms` pass,
 * and only then is destroyed.
 */
export function lingerOnClose(socket: Socket, ms = LINGER_MS): void {
  const closeNow = socket.destroySoon.bind(socket);
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    if (socket.destroyed || socket.readableEnded) return closeNow();
    lingering = true;
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.end();
  };
}

/** Every connection of `server` closes with a linger. */
export function lingerOnEveryClose(server: Server, ms = LINGER_MS): void {
  server.on('connection', (socket: Socket) => lingerOnClose(socket, ms));
}

/**
 * How long an idle kept-alive connection stays open: longer than a reverse proxy keeps its idle
 * connections to the portal (nginx's upstream `keepalive_timeout` and cloud load balancers: 60 s).
 * With Node's default of 5 s the portal closed connections the proxy still counted as open, and a
 * request the proxy sent on one as it closed was reset: a 502 for the visitor, and nginx does not
 * send a POST again. The end-to-end tests' HTTP clients met the same race.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The portal's HTTP server: `@hono/node-server` with lingering close and long keep-alive. */
export function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  { port, hostname }: { port: number; hostname: string },
  onListening?: Parameters<typeof serve>[1],
): ReturnType<typeof serve> {
  const server = serve({ fetch, port, hostname }, onListening);
  (server as HttpServer).keepAliveTimeout = KEEP_ALIVE_MS;
  lingerOnEveryClose(server);
  return server;
}
