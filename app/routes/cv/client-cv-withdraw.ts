/** Resource route: the candidate withdraws their consent to client CVs from the CV page (ADR 112). */
export { action } from './client-cv-withdraw.server.ts';
