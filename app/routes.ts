import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { framePagePaths } from './features/frame/frame-pages.ts';

const L = ':lang?';

export default [
  layout('routes/layouts/main.tsx', [
    route(L, 'routes/home.tsx', { id: 'home' }),
    route(`${L}/jobs`, 'routes/jobs.tsx', { id: 'jobs' }),
    route(`${L}/jobs/:id`, 'routes/job-detail.tsx', { id: 'job-detail' }),
    route(`${L}/jobs/:id/apply`, 'routes/job-apply.tsx', { id: 'job-apply' }),
    route(`${L}/kariera-it`, 'routes/product-about.tsx', { id: 'product-about' }),
    route(`${L}/privacy-policy`, 'routes/legal.tsx', { id: 'privacy-policy' }),
    route(`${L}/terms`, 'routes/legal.tsx', { id: 'terms' }),
    route(`${L}/cookies`, 'routes/legal.tsx', { id: 'cookies' }),
    // Referral programme (docs/product/screens-and-routes.md): the programme, the form (optionally for a job), the candidate's consent.
    route(`${L}/referral`, 'routes/referral.tsx', { id: 'referral' }),
    route(`${L}/referral/form`, 'routes/referral-form.tsx', { id: 'referral-form' }),
    route(`${L}/referral/form/:id`, 'routes/referral-form.tsx', { id: 'referral-form-job' }),
    route(`${L}/referral/consent/:id`, 'routes/referral-consent.tsx', { id: 'referral-consent' }),
    route(`${L}/extra`, 'routes/extra.tsx', { id: 'extra' }),
    route(`${L}/new-projects`, 'routes/new-projects.tsx', { id: 'new-projects' }),
    route(`${L}/salary-calculator`, 'routes/salary-calculator.tsx', { id: 'salary-calculator' }),
    route(`${L}/work-types-comparison`, 'routes/work-types-comparison.tsx', { id: 'work-types-comparison' }),
    // Adequate-salary questionnaire (docs/product/screens-and-routes.md): choose a profession, then the form or a CV.
    route(`${L}/adequate-salary`, 'routes/adequate-salary.tsx', { id: 'adequate-salary' }),
    route(`${L}/adequate-salary/thank-you`, 'routes/adequate-salary-thank-you.tsx', {
      id: 'adequate-salary-thank-you',
    }),
    route(`${L}/adequate-salary/programmer/form`, 'routes/adequate-salary-form.tsx', {
      id: 'adequate-salary-programmer-form',
    }),
    route(`${L}/adequate-salary/tester/form`, 'routes/adequate-salary-form.tsx', {
      id: 'adequate-salary-tester-form',
    }),
    route(`${L}/adequate-salary/:queryProfession`, 'routes/adequate-salary-profession.tsx', {
      id: 'adequate-salary-profession',
    }),
    route(`${L}/adequate-salary/:queryProfession/cv`, 'routes/adequate-salary-cv.tsx', {
      id: 'adequate-salary-cv',
    }),
    // Newsfeed, IT dictionary and the company section (docs/product/overview-and-users.md, docs/product/screens-and-routes.md).
    route(`${L}/newsfeed`, 'routes/newsfeed.tsx', { id: 'newsfeed' }),
    route(`${L}/newsfeed/:id`, 'routes/newsfeed-detail.tsx', { id: 'newsfeed-detail' }),
    route(`${L}/dictionary`, 'routes/dictionary.tsx', { id: 'dictionary' }),
    route(`${L}/services`, 'routes/services.tsx', { id: 'services' }),
    route(`${L}/cases`, 'routes/cases.tsx', { id: 'cases' }),
    route(`${L}/cases/:caseId`, 'routes/case-detail.tsx', { id: 'case-detail' }),
    route(`${L}/about-us`, 'routes/about-us.tsx', { id: 'about-us' }),
    // Blog (docs/product/screens-and-routes.md): the index and a post; the RSS feeds are served by the server (server/blog-feed.ts).
    route(`${L}/blog`, 'routes/blog.tsx', { id: 'blog' }),
    route(`${L}/blog/:slug`, 'routes/blog-post.tsx', { id: 'blog-post' }),
    // Events (docs/product/screens-and-routes.md): the list and an event; the calendar feed is served by the server (server/events-feed.ts).
    route(`${L}/events`, 'routes/events.tsx', { id: 'events' }),
    route(`${L}/events/new`, 'routes/event-new.tsx', { id: 'event-new' }),
    route(`${L}/events/:uid`, 'routes/event-detail.tsx', { id: 'event-detail' }),
    // Newsletter (docs/product/screens-and-routes.md): subscribe, confirm (one click), unsubscribe.
    route(`${L}/newsletter`, 'routes/newsletter.tsx', { id: 'newsletter' }),
    route(`${L}/newsletter/confirm`, 'routes/newsletter-confirm.tsx', { id: 'newsletter-confirm' }),
    route(`${L}/unsubscribe`, 'routes/unsubscribe.tsx', { id: 'unsubscribe' }),
    // CV builder (docs/product/screens-and-routes.md): the landing page and a CV shared by its link.
    route(`${L}/cv`, 'routes/cv-landing.tsx', { id: 'cv-landing' }),
    route(`${L}/cv/:token`, 'routes/cv-show.tsx', { id: 'cv-show' }),
    // The profile area (signed-in users); its layout holds the section navigation.
    route(`${L}/profile`, 'routes/profile-layout.tsx', { id: 'profile-layout' }, [
      index('routes/profile.tsx', { id: 'profile' }),
      route('email', 'routes/profile-email.tsx', { id: 'profile-email' }),
      route('password', 'routes/profile-password.tsx', { id: 'profile-password' }),
      route('privacy', 'routes/profile-privacy.tsx', { id: 'profile-privacy' }),
      route('newsletter', 'routes/profile-newsletter.tsx', { id: 'profile-newsletter' }),
      route('language', 'routes/profile-language.tsx', { id: 'profile-language' }),
      route('delete', 'routes/profile-delete.tsx', { id: 'profile-delete' }),
      route('applications', 'routes/profile-applications.tsx', { id: 'profile-applications' }),
      route('saved', 'routes/profile-saved.tsx', { id: 'profile-saved' }),
      route('added', 'routes/profile-added.tsx', { id: 'profile-added' }),
      route('cv', 'routes/profile-cv.tsx', { id: 'profile-cv' }),
    ]),
    route(`${L}/account-deleted`, 'routes/profile-deleted.tsx', { id: 'account-deleted' }),
    // The admin area: a 404 for everyone but admins.
    route(`${L}/admin`, 'routes/admin-layout.tsx', { id: 'admin-layout' }, [
      index('routes/admin.tsx', { id: 'admin' }),
      route('outbox', 'routes/admin-outbox.tsx', { id: 'admin-outbox' }),
      route('outbox/:id', 'routes/admin-outbox-message.tsx', { id: 'admin-outbox-message' }),
      route('audit', 'routes/admin-audit.tsx', { id: 'admin-audit' }),
      route('jobs', 'routes/admin-jobs.tsx', { id: 'admin-jobs' }),
      route('jobs/new', 'routes/admin-job-new.tsx', { id: 'admin-job-new' }),
      route('jobs/:id', 'routes/admin-job-edit.tsx', { id: 'admin-job-edit' }),
      route('jobs/:id/applications', 'routes/admin-job-applications.tsx', { id: 'admin-job-applications' }),
      route('applications/:id', 'routes/admin-application.tsx', { id: 'admin-application' }),
      route('candidates', 'routes/admin-candidates.tsx', { id: 'admin-candidates' }),
      route('referrals', 'routes/admin-referrals.tsx', { id: 'admin-referrals' }),
      route('referrals/:id', 'routes/admin-referral.tsx', { id: 'admin-referral' }),
      route('extra-requests', 'routes/admin-extra-requests.tsx', { id: 'admin-extra-requests' }),
      route('extra-requests/:id', 'routes/admin-extra-request.tsx', { id: 'admin-extra-request' }),
      route('contacts', 'routes/admin-contacts.tsx', { id: 'admin-contacts' }),
      route('contacts/:id', 'routes/admin-contact.tsx', { id: 'admin-contact' }),
      route('questionnaires', 'routes/admin-questionnaires.tsx', { id: 'admin-questionnaires' }),
      route('technologies', 'routes/admin-technologies.tsx', { id: 'admin-technologies' }),
      route('links', 'routes/admin-links.tsx', { id: 'admin-links' }),
      route('links/:id', 'routes/admin-link.tsx', { id: 'admin-link' }),
      route('dictionary', 'routes/admin-dictionary.tsx', { id: 'admin-dictionary' }),
      route('dictionary/:id', 'routes/admin-dictionary-term.tsx', { id: 'admin-dictionary-term' }),
      route('services', 'routes/admin-company.tsx', { id: 'admin-services' }),
      route('services/:slug', 'routes/admin-company-item.tsx', { id: 'admin-service' }),
      route('cases', 'routes/admin-company.tsx', { id: 'admin-cases' }),
      route('cases/:slug', 'routes/admin-company-item.tsx', { id: 'admin-case' }),
      route('blog', 'routes/admin-blog.tsx', { id: 'admin-blog' }),
      route('blog/new', 'routes/admin-blog-new.tsx', { id: 'admin-blog-new' }),
      route('blog/categories', 'routes/admin-blog-categories.tsx', { id: 'admin-blog-categories' }),
      route('blog/authors', 'routes/admin-blog-authors.tsx', { id: 'admin-blog-authors' }),
      route('blog/tags', 'routes/admin-blog-tags.tsx', { id: 'admin-blog-tags' }),
      route('blog/:id', 'routes/admin-blog-edit.tsx', { id: 'admin-blog-edit' }),
      route('events', 'routes/admin-events.tsx', { id: 'admin-events' }),
      route('events/new', 'routes/admin-event-new.tsx', { id: 'admin-event-new' }),
      route('events/:uid', 'routes/admin-event-edit.tsx', { id: 'admin-event-edit' }),
      route('newsletter', 'routes/admin-newsletter.tsx', { id: 'admin-newsletter' }),
    ]),
    route(`${L}/*`, 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // Curated job lists that partners embed: no main navigation.
  layout('routes/layouts/frame.tsx', [
    ...framePagePaths.map((path) => route(`${L}/${path}`, 'routes/frame-jobs.tsx', { id: `frame-${path}` })),
    // The newsletter's form for the mobile app's web view (docs/product/screens-and-routes.md: no navbar).
    route(`${L}/newsletter-mobile`, 'routes/newsletter-mobile.tsx', { id: 'newsletter-mobile' }),
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
  // Resource routes (actions only): the header's sign-out form, the verification dialog, the cookie banner.
  route(`${L}/sign-out`, 'routes/sign-out.ts', { id: 'sign-out' }),
  route(`${L}/resend-verification`, 'routes/resend-verification.ts', { id: 'resend-verification' }),
  route(`${L}/saved-items`, 'routes/saved-items.ts', { id: 'saved-items' }),
  route(`${L}/job-alerts`, 'routes/job-alerts.ts', { id: 'job-alerts' }),
  route(`${L}/consent`, 'routes/consent.ts', { id: 'consent' }),
  // The CV of an application, downloaded by admins (404 for everyone else).
  route(`${L}/admin/applications/:id/cv`, 'routes/admin-application-cv.ts', { id: 'admin-application-cv' }),
  route(`${L}/admin/contact-messages/:id`, 'routes/admin-contact-redirect.ts', {
    id: 'admin-contact-redirect',
  }),
] satisfies RouteConfig;
