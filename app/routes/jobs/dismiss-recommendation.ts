/** Resource route: POST dismisses a job from "Recommended for you" (the "not interested" buttons post here). */
export { action, loader } from './dismiss-recommendation.server.ts';
