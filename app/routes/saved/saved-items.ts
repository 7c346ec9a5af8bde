/** Resource route: POST saves or unsaves a job, post or event (the save buttons post here). */
export { action, loader } from './saved-items.server.ts';
