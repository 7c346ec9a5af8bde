/** Resource route: the CV of an application as a download (admins only). */
export { loader } from './admin-application-cv.server.ts';
