/** Resource route: the verification dialog's "send again" (POST). */
export { action, loader } from './resend-verification.server.ts';
