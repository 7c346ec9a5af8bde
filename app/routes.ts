import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { comingSoonSections } from './features/layout/sections.ts';

const L = ':lang?';

export default [
  layout('routes/layouts/main.tsx', [
    route(L, 'routes/home.tsx', { id: 'home' }),
    route(`${L}/jobs`, 'routes/jobs.tsx', { id: 'jobs' }),
    route(`${L}/jobs/:id`, 'routes/job-detail.tsx', { id: 'job-detail' }),
    route(`${L}/kariera-it`, 'routes/product-about.tsx', { id: 'product-about' }),
    route(`${L}/privacy-policy`, 'routes/legal.tsx', { id: 'privacy-policy' }),
    route(`${L}/terms`, 'routes/legal.tsx', { id: 'terms' }),
    route(`${L}/cookies`, 'routes/legal.tsx', { id: 'cookies' }),
    ...comingSoonSections.map((s) =>
      route(`${L}/${s.path}`, 'routes/coming-soon.tsx', { id: `soon-${s.id}` }),
    ),
    route(`${L}/*`, 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
