/** Resource route: POST signs out and goes home (the header's user menu posts here). */
export { action, loader } from './sign-out.server.ts';
