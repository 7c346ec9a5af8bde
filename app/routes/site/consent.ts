/** Resource route: the cookie banner's buttons post here when scripts are off. */
export { action } from './consent.server.ts';
