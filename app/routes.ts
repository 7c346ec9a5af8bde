import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { framePagePaths } from './features/frame/frame-pages.ts';

const L = ':lang?';

export default [
  layout('routes/layouts/main.tsx', [
    route(L, 'routes/site/home.tsx', { id: 'home' }),
    route(`${L}/jobs`, 'routes/jobs/jobs.tsx', { id: 'jobs' }),
    route(`${L}/jobs/:id`, 'routes/jobs/job-detail.tsx', { id: 'job-detail' }),
    route(`${L}/jobs/:id/apply`, 'routes/applications/job-apply.tsx', { id: 'job-apply' }),
    route(`${L}/kariera-it`, 'routes/site/product-about.tsx', { id: 'product-about' }),
    route(`${L}/privacy-policy`, 'routes/site/legal.tsx', { id: 'privacy-policy' }),
    route(`${L}/terms`, 'routes/site/legal.tsx', { id: 'terms' }),
    route(`${L}/cookies`, 'routes/site/legal.tsx', { id: 'cookies' }),
    // Referral programme (docs/product/screens-and-routes.md): the programme, the form (optionally for a job), the candidate's consent.
    route(`${L}/referral`, 'routes/referrals/referral.tsx', { id: 'referral' }),
    route(`${L}/referral/form`, 'routes/referrals/referral-form.tsx', { id: 'referral-form' }),
    route(`${L}/referral/form/:id`, 'routes/referrals/referral-form.tsx', { id: 'referral-form-job' }),
    route(`${L}/referral/consent/:id`, 'routes/referrals/referral-consent.tsx', { id: 'referral-consent' }),
    route(`${L}/extra`, 'routes/extra-requests/extra.tsx', { id: 'extra' }),
    route(`${L}/new-projects`, 'routes/company/new-projects.tsx', { id: 'new-projects' }),
    route(`${L}/salary-calculator`, 'routes/salary/salary-calculator.tsx', { id: 'salary-calculator' }),
    route(`${L}/work-types-comparison`, 'routes/salary/work-types-comparison.tsx', {
      id: 'work-types-comparison',
    }),
    // Adequate-salary questionnaire (docs/product/screens-and-routes.md): choose a profession, then the form or a CV.
    route(`${L}/adequate-salary`, 'routes/adequate-salary/adequate-salary.tsx', { id: 'adequate-salary' }),
    route(`${L}/adequate-salary/thank-you`, 'routes/adequate-salary/adequate-salary-thank-you.tsx', {
      id: 'adequate-salary-thank-you',
    }),
    route(`${L}/adequate-salary/programmer/form`, 'routes/adequate-salary/adequate-salary-form.tsx', {
      id: 'adequate-salary-programmer-form',
    }),
    route(`${L}/adequate-salary/tester/form`, 'routes/adequate-salary/adequate-salary-form.tsx', {
      id: 'adequate-salary-tester-form',
    }),
    route(`${L}/adequate-salary/:queryProfession`, 'routes/adequate-salary/adequate-salary-profession.tsx', {
      id: 'adequate-salary-profession',
    }),
    route(`${L}/adequate-salary/:queryProfession/cv`, 'routes/adequate-salary/adequate-salary-cv.tsx', {
      id: 'adequate-salary-cv',
    }),
    // Newsfeed, IT dictionary and the company section (docs/product/overview-and-users.md, docs/product/screens-and-routes.md).
    route(`${L}/newsfeed`, 'routes/newsfeed/newsfeed.tsx', { id: 'newsfeed' }),
    route(`${L}/newsfeed/:id`, 'routes/newsfeed/newsfeed-detail.tsx', { id: 'newsfeed-detail' }),
    route(`${L}/dictionary`, 'routes/dictionary/dictionary.tsx', { id: 'dictionary' }),
    route(`${L}/services`, 'routes/company/services.tsx', { id: 'services' }),
    route(`${L}/cases`, 'routes/company/cases.tsx', { id: 'cases' }),
    route(`${L}/cases/:caseId`, 'routes/company/case-detail.tsx', { id: 'case-detail' }),
    route(`${L}/about-us`, 'routes/company/about-us.tsx', { id: 'about-us' }),
    // Blog (docs/product/screens-and-routes.md): the index and a post; the RSS feeds are served by the server (server/blog-feed.ts).
    route(`${L}/blog`, 'routes/blog/blog.tsx', { id: 'blog' }),
    route(`${L}/blog/:slug`, 'routes/blog/blog-post.tsx', { id: 'blog-post' }),
    // Events (docs/product/screens-and-routes.md): the list and an event; the calendar feed is served by the server (server/events-feed.ts).
    route(`${L}/events`, 'routes/events/events.tsx', { id: 'events' }),
    route(`${L}/events/new`, 'routes/events/event-new.tsx', { id: 'event-new' }),
    route(`${L}/events/:uid`, 'routes/events/event-detail.tsx', { id: 'event-detail' }),
    // Newsletter (docs/product/screens-and-routes.md): subscribe, confirm (one click), unsubscribe.
    route(`${L}/newsletter`, 'routes/newsletter/newsletter.tsx', { id: 'newsletter' }),
    route(`${L}/newsletter/confirm`, 'routes/newsletter/newsletter-confirm.tsx', {
      id: 'newsletter-confirm',
    }),
    route(`${L}/unsubscribe`, 'routes/newsletter/unsubscribe.tsx', { id: 'unsubscribe' }),
    // CV builder (docs/product/screens-and-routes.md): the landing page and a CV shared by its link.
    route(`${L}/cv`, 'routes/cv/cv-landing.tsx', { id: 'cv-landing' }),
    route(`${L}/cv/:token`, 'routes/cv/cv-show.tsx', { id: 'cv-show' }),
    // The profile area (signed-in users); its layout holds the section navigation.
    route(`${L}/profile`, 'routes/accounts/profile-layout.tsx', { id: 'profile-layout' }, [
      index('routes/accounts/profile.tsx', { id: 'profile' }),
      route('email', 'routes/accounts/profile-email.tsx', { id: 'profile-email' }),
      route('password', 'routes/accounts/profile-password.tsx', { id: 'profile-password' }),
      route('privacy', 'routes/accounts/profile-privacy.tsx', { id: 'profile-privacy' }),
      route('newsletter', 'routes/newsletter/profile-newsletter.tsx', { id: 'profile-newsletter' }),
      route('language', 'routes/accounts/profile-language.tsx', { id: 'profile-language' }),
      route('delete', 'routes/accounts/profile-delete.tsx', { id: 'profile-delete' }),
      route('applications', 'routes/applications/profile-applications.tsx', { id: 'profile-applications' }),
      route('saved', 'routes/saved/profile-saved.tsx', { id: 'profile-saved' }),
      route('added', 'routes/accounts/profile-added.tsx', { id: 'profile-added' }),
      route('cv', 'routes/cv/profile-cv.tsx', { id: 'profile-cv' }),
    ]),
    route(`${L}/account-deleted`, 'routes/accounts/profile-deleted.tsx', { id: 'account-deleted' }),
    // The admin area: a 404 for everyone but admins.
    route(`${L}/admin`, 'routes/admin/admin-layout.tsx', { id: 'admin-layout' }, [
      index('routes/admin/admin.tsx', { id: 'admin' }),
      route('outbox', 'routes/admin/admin-outbox.tsx', { id: 'admin-outbox' }),
      route('outbox/:id', 'routes/admin/admin-outbox-message.tsx', { id: 'admin-outbox-message' }),
      route('audit', 'routes/admin/admin-audit.tsx', { id: 'admin-audit' }),
      route('jobs', 'routes/jobs/admin-jobs.tsx', { id: 'admin-jobs' }),
      route('jobs/new', 'routes/jobs/admin-job-new.tsx', { id: 'admin-job-new' }),
      route('jobs/:id', 'routes/jobs/admin-job-edit.tsx', { id: 'admin-job-edit' }),
      route('jobs/:id/applications', 'routes/applications/admin-job-applications.tsx', {
        id: 'admin-job-applications',
      }),
      route('applications/:id', 'routes/applications/admin-application.tsx', { id: 'admin-application' }),
      route('candidates', 'routes/accounts/admin-candidates.tsx', { id: 'admin-candidates' }),
      route('referrals', 'routes/referrals/admin-referrals.tsx', { id: 'admin-referrals' }),
      route('referrals/:id', 'routes/referrals/admin-referral.tsx', { id: 'admin-referral' }),
      route('extra-requests', 'routes/extra-requests/admin-extra-requests.tsx', {
        id: 'admin-extra-requests',
      }),
      route('extra-requests/:id', 'routes/extra-requests/admin-extra-request.tsx', {
        id: 'admin-extra-request',
      }),
      route('contacts', 'routes/contact/admin-contacts.tsx', { id: 'admin-contacts' }),
      route('contacts/:id', 'routes/contact/admin-contact.tsx', { id: 'admin-contact' }),
      route('questionnaires', 'routes/adequate-salary/admin-questionnaires.tsx', {
        id: 'admin-questionnaires',
      }),
      route('technologies', 'routes/adequate-salary/admin-technologies.tsx', { id: 'admin-technologies' }),
      route('newsfeed', 'routes/newsfeed/admin-newsfeed.tsx', { id: 'admin-newsfeed' }),
      route('newsfeed/:id', 'routes/newsfeed/admin-newsfeed-item.tsx', { id: 'admin-newsfeed-item' }),
      route('dictionary', 'routes/dictionary/admin-dictionary.tsx', { id: 'admin-dictionary' }),
      route('dictionary/:id', 'routes/dictionary/admin-dictionary-term.tsx', { id: 'admin-dictionary-term' }),
      route('services', 'routes/company/admin-company.tsx', { id: 'admin-services' }),
      route('services/:slug', 'routes/company/admin-company-item.tsx', { id: 'admin-service' }),
      route('cases', 'routes/company/admin-company.tsx', { id: 'admin-cases' }),
      route('cases/:slug', 'routes/company/admin-company-item.tsx', { id: 'admin-case' }),
      route('blog', 'routes/blog/admin-blog.tsx', { id: 'admin-blog' }),
      route('blog/new', 'routes/blog/admin-blog-new.tsx', { id: 'admin-blog-new' }),
      route('blog/categories', 'routes/blog/admin-blog-categories.tsx', { id: 'admin-blog-categories' }),
      route('blog/authors', 'routes/blog/admin-blog-authors.tsx', { id: 'admin-blog-authors' }),
      route('blog/tags', 'routes/blog/admin-blog-tags.tsx', { id: 'admin-blog-tags' }),
      route('blog/:id', 'routes/blog/admin-blog-edit.tsx', { id: 'admin-blog-edit' }),
      route('events', 'routes/events/admin-events.tsx', { id: 'admin-events' }),
      route('events/new', 'routes/events/admin-event-new.tsx', { id: 'admin-event-new' }),
      route('events/:uid', 'routes/events/admin-event-edit.tsx', { id: 'admin-event-edit' }),
      route('newsletter', 'routes/newsletter/admin-newsletter.tsx', { id: 'admin-newsletter' }),
    ]),
    route(`${L}/*`, 'routes/site/not-found.tsx', { id: 'not-found' }),
  ]),
  // Curated job lists that partners embed: no main navigation.
  layout('routes/layouts/frame.tsx', [
    ...framePagePaths.map((path) =>
      route(`${L}/${path}`, 'routes/jobs/frame-jobs.tsx', { id: `frame-${path}` }),
    ),
    // The newsletter's form for the mobile app's web view (docs/product/screens-and-routes.md: no navbar).
    route(`${L}/newsletter-mobile`, 'routes/newsletter/newsletter-mobile.tsx', { id: 'newsletter-mobile' }),
  ]),
  layout('routes/layouts/auth.tsx', [
    route(`${L}/sign-in`, 'routes/accounts/sign-in.tsx', { id: 'sign-in' }),
    route(`${L}/sign-up`, 'routes/accounts/sign-up.tsx', { id: 'sign-up' }),
    route(`${L}/sign-up/finishing`, 'routes/accounts/finish-sign-up.tsx', { id: 'finish-sign-up' }),
    route(`${L}/forgot-password`, 'routes/accounts/forgot-password.tsx', { id: 'forgot-password' }),
    route(`${L}/reset-password`, 'routes/accounts/reset-password.tsx', { id: 'reset-password' }),
    route(`${L}/verify-email`, 'routes/accounts/verify-email.tsx', { id: 'verify-email' }),
    route(`${L}/invalid-link`, 'routes/accounts/invalid-link.tsx', { id: 'invalid-link' }),
  ]),
  // Resource routes (actions only): the header's sign-out form, the verification dialog, the cookie banner.
  route(`${L}/sign-out`, 'routes/accounts/sign-out.ts', { id: 'sign-out' }),
  route(`${L}/resend-verification`, 'routes/accounts/resend-verification.ts', { id: 'resend-verification' }),
  route(`${L}/saved-items`, 'routes/saved/saved-items.ts', { id: 'saved-items' }),
  route(`${L}/job-alerts`, 'routes/newsletter/job-alerts.ts', { id: 'job-alerts' }),
  route(`${L}/consent`, 'routes/site/consent.ts', { id: 'consent' }),
  // The CV of an application, downloaded by admins (404 for everyone else).
  route(`${L}/admin/applications/:id/cv`, 'routes/applications/admin-application-cv.ts', {
    id: 'admin-application-cv',
  }),
  route(`${L}/admin/contact-messages/:id`, 'routes/contact/admin-contact-redirect.ts', {
    id: 'admin-contact-redirect',
  }),
  // The newsfeed's former admin addresses.
  route(`${L}/admin/links`, 'routes/newsfeed/admin-links-redirect.ts', { id: 'admin-links-redirect' }),
  route(`${L}/admin/links/:id`, 'routes/newsfeed/admin-links-redirect.ts', { id: 'admin-link-redirect' }),
] satisfies RouteConfig;
