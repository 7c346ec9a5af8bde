/** Resource route: the admin's former newsfeed addresses (`/admin/links…`), redirected to `/admin/newsfeed…`. */
export { loader } from './admin-links-redirect.server.ts';
