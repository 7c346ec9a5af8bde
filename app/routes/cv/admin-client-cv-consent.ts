/** Resource route: an admin's "request consent" to a client CV (a plain form post, ADR 112). */
export { action } from './admin-client-cv-consent.server.ts';
