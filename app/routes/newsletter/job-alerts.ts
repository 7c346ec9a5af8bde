/** Resource route: POST saves the job list's search as an e-mail alert (the list's alert form posts here). */
export { action, loader } from './job-alerts.server.ts';
