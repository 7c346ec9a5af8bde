import { serve } from '@hono/node-server';
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

/** The portal's HTTP server: `@hono/node-server` with lingering close. */
export function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  { port, hostname }: { port: number; hostname: string },
  onListening?: Parameters<typeof serve>[1],
): ReturnType<typeof serve> {
  const server = serve({ fetch, port, hostname }, onListening);
  lingerOnEveryClose(server);
  return server;
}
