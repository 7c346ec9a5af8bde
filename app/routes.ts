import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
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
    // The profile area (signed-in users); its layout holds the section navigation.
    route(`${L}/profile`, 'routes/profile-layout.tsx', { id: 'profile-layout' }, [
      index('routes/profile.tsx', { id: 'profile' }),
      route('email', 'routes/profile-email.tsx', { id: 'profile-email' }),
      route('password', 'routes/profile-password.tsx', { id: 'profile-password' }),
      route('privacy', 'routes/profile-privacy.tsx', { id: 'profile-privacy' }),
      route('newsletter', 'routes/profile-newsletter.tsx', { id: 'profile-newsletter' }),
      route('language', 'routes/profile-language.tsx', { id: 'profile-language' }),
      route('delete', 'routes/profile-delete.tsx', { id: 'profile-delete' }),
      route('saved', 'routes/profile-soon.tsx', { id: 'profile-saved' }),
      route('added', 'routes/profile-soon.tsx', { id: 'profile-added' }),
      route('cv', 'routes/profile-soon.tsx', { id: 'profile-cv' }),
    ]),
    route(`${L}/account-deleted`, 'routes/profile-deleted.tsx', { id: 'account-deleted' }),
    // The admin area: a 404 for everyone but admins.
    route(`${L}/admin`, 'routes/admin-layout.tsx', { id: 'admin-layout' }, [
      index('routes/admin.tsx', { id: 'admin' }),
      route('outbox', 'routes/admin-outbox.tsx', { id: 'admin-outbox' }),
      route('outbox/:id', 'routes/admin-outbox-message.tsx', { id: 'admin-outbox-message' }),
      route('audit', 'routes/admin-audit.tsx', { id: 'admin-audit' }),
    ]),
    route(`${L}/*`, 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('routes/layouts/auth.tsx', [
    route(`${L}/sign-in`, 'routes/sign-in.tsx', { id: 'sign-in' }),
    route(`${L}/sign-up`, 'routes/sign-up.tsx', { id: 'sign-up' }),
    route(`${L}/sign-up/finishing`, 'routes/finish-sign-up.tsx', { id: 'finish-sign-up' }),
    route(`${L}/forgot-password`, 'routes/forgot-password.tsx', { id: 'forgot-password' }),
    route(`${L}/reset-password`, 'routes/reset-password.tsx', { id: 'reset-password' }),
    route(`${L}/verify-email`, 'routes/verify-email.tsx', { id: 'verify-email' }),
    route(`${L}/invalid-link`, 'routes/invalid-link.tsx', { id: 'invalid-link' }),
  ]),
  // Resource routes (actions only): the header's sign-out form and the verification dialog.
  route(`${L}/sign-out`, 'routes/sign-out.ts', { id: 'sign-out' }),
  route(`${L}/resend-verification`, 'routes/resend-verification.ts', { id: 'resend-verification' }),
] satisfies RouteConfig;
