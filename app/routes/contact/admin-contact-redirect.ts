/** Resource route: the address HR e-mails of contact messages link to, redirected to the message. */
export { loader } from './admin-contact-redirect.server.ts';
