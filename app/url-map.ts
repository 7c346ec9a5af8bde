import { EMBEDDABLE_PAGES } from '../contracts/embeddable-pages.ts';
import type { namespaces } from './i18n/translator.ts';

/** A translation catalog: a file of `locales/<language>/`. */
export type Namespace = (typeof namespaces)[number];

/** One route of the portal: a page, a layout around pages, or a resource route (a loader or action only). */
export interface UrlMapRoute {
  /** React Router's route id (`useRouteLoaderData`, the typegen); a layout without one gets its file's. */
  id?: string;
  /**
   * The path pattern below the parent's: at the top, below the optional language segment (`jobs/:id`,
   * `''` for the home page); in a nested route, below its parent's path (`email` in `profile`).
   * Absent on a layout, which has no path of its own, and on an index route.
   */
  path?: string;
  /** The parent's own page (`/profile`, `/admin`). */
  index?: true;
  /** The route module, from `app/`. */
  file: string;
  /** The catalogs its pages need besides every page's ones (`app/i18n/namespaces.ts`); nested routes add theirs to their parent's. */
  namespaces?: readonly Namespace[];
  children?: readonly UrlMapRoute[];
}

/**
 * Every address of the portal in one place (pure data, for the browser too): `app/routes.ts` makes
 * React Router's routes of it, each path below the optional language segment (`/jobs`, `/en/jobs`,
 * docs/product/screens-and-routes.md), and `namespacesFor` the catalogs a page needs.
 */
export const urlMap: readonly UrlMapRoute[] = [
  {
    file: 'routes/layouts/main.tsx',
    children: [
      { id: 'home', path: '', file: 'routes/site/home.tsx' },
      { id: 'jobs', path: 'jobs', file: 'routes/jobs/jobs.tsx', namespaces: ['search', 'newsletter'] },
      { id: 'job-detail', path: 'jobs/:id', file: 'routes/jobs/job-detail.tsx' },
      {
        id: 'job-apply',
        path: 'jobs/:id/apply',
        file: 'routes/applications/job-apply.tsx',
        namespaces: ['account'],
      },
      { id: 'product-about', path: 'kariera-it', file: 'routes/site/product-about.tsx' },
      { id: 'privacy-policy', path: 'privacy-policy', file: 'routes/site/legal.tsx' },
      { id: 'terms', path: 'terms', file: 'routes/site/legal.tsx' },
      { id: 'cookies', path: 'cookies', file: 'routes/site/legal.tsx' },
      // Referral programme (docs/product/screens-and-routes.md): the programme, the form (optionally
      // for a job; referring may open the e-mail verification dialog), the candidate's consent.
      { id: 'referral', path: 'referral', file: 'routes/referrals/referral.tsx', namespaces: ['forms'] },
      {
        id: 'referral-form',
        path: 'referral/form',
        file: 'routes/referrals/referral-form.tsx',
        namespaces: ['forms', 'account'],
      },
      {
        id: 'referral-form-job',
        path: 'referral/form/:id',
        file: 'routes/referrals/referral-form.tsx',
        namespaces: ['forms', 'account'],
      },
      {
        id: 'referral-consent',
        path: 'referral/consent/:id',
        file: 'routes/referrals/referral-consent.tsx',
        namespaces: ['forms'],
      },
      { id: 'extra', path: 'extra', file: 'routes/extra-requests/extra.tsx', namespaces: ['forms'] },
      {
        id: 'new-projects',
        path: 'new-projects',
        file: 'routes/company/new-projects.tsx',
        namespaces: ['forms'],
      },
      {
        id: 'salary-calculator',
        path: 'salary-calculator',
        file: 'routes/salary/salary-calculator.tsx',
        namespaces: ['salary'],
      },
      {
        id: 'work-types-comparison',
        path: 'work-types-comparison',
        file: 'routes/salary/work-types-comparison.tsx',
        namespaces: ['work-types'],
      },
      // Adequate-salary questionnaire (docs/product/screens-and-routes.md): choose a profession, then the form or a CV.
      {
        id: 'adequate-salary',
        path: 'adequate-salary',
        file: 'routes/adequate-salary/adequate-salary.tsx',
        namespaces: ['questionnaire'],
      },
      {
        id: 'adequate-salary-thank-you',
        path: 'adequate-salary/thank-you',
        file: 'routes/adequate-salary/adequate-salary-thank-you.tsx',
        namespaces: ['questionnaire'],
      },
      {
        id: 'adequate-salary-programmer-form',
        path: 'adequate-salary/programmer/form',
        file: 'routes/adequate-salary/adequate-salary-form.tsx',
        namespaces: ['questionnaire'],
      },
      {
        id: 'adequate-salary-tester-form',
        path: 'adequate-salary/tester/form',
        file: 'routes/adequate-salary/adequate-salary-form.tsx',
        namespaces: ['questionnaire'],
      },
      {
        id: 'adequate-salary-profession',
        path: 'adequate-salary/:queryProfession',
        file: 'routes/adequate-salary/adequate-salary-profession.tsx',
        namespaces: ['questionnaire'],
      },
      {
        id: 'adequate-salary-cv',
        path: 'adequate-salary/:queryProfession/cv',
        file: 'routes/adequate-salary/adequate-salary-cv.tsx',
        namespaces: ['questionnaire'],
      },
      // Newsfeed, IT dictionary and the company section (docs/product/overview-and-users.md, docs/product/screens-and-routes.md).
      { id: 'newsfeed', path: 'newsfeed', file: 'routes/newsfeed/newsfeed.tsx', namespaces: ['company'] },
      {
        id: 'newsfeed-detail',
        path: 'newsfeed/:id',
        file: 'routes/newsfeed/newsfeed-detail.tsx',
        namespaces: ['company'],
      },
      {
        id: 'dictionary',
        path: 'dictionary',
        file: 'routes/dictionary/dictionary.tsx',
        namespaces: ['company'],
      },
      { id: 'services', path: 'services', file: 'routes/company/services.tsx', namespaces: ['company'] },
      { id: 'cases', path: 'cases', file: 'routes/company/cases.tsx', namespaces: ['company'] },
      {
        id: 'case-detail',
        path: 'cases/:caseId',
        file: 'routes/company/case-detail.tsx',
        namespaces: ['company'],
      },
      // With the contact form.
      {
        id: 'about-us',
        path: 'about-us',
        file: 'routes/company/about-us.tsx',
        namespaces: ['company', 'forms'],
      },
      // Blog (docs/product/screens-and-routes.md): the index and a post; the RSS feeds are served by the server (server/blog-feed.ts).
      { id: 'blog', path: 'blog', file: 'routes/blog/blog.tsx', namespaces: ['blog'] },
      { id: 'blog-post', path: 'blog/:slug', file: 'routes/blog/blog-post.tsx', namespaces: ['blog'] },
      // Events (docs/product/screens-and-routes.md): the list and an event; the calendar feed is served by the server (server/events-feed.ts).
      { id: 'events', path: 'events', file: 'routes/events/events.tsx', namespaces: ['events'] },
      { id: 'event-new', path: 'events/new', file: 'routes/events/event-new.tsx', namespaces: ['events'] },
      {
        id: 'event-detail',
        path: 'events/:uid',
        file: 'routes/events/event-detail.tsx',
        namespaces: ['events'],
      },
      // Newsletter (docs/product/screens-and-routes.md): subscribe, confirm (one click), unsubscribe.
      {
        id: 'newsletter',
        path: 'newsletter',
        file: 'routes/newsletter/newsletter.tsx',
        namespaces: ['newsletter'],
      },
      {
        id: 'newsletter-confirm',
        path: 'newsletter/confirm',
        file: 'routes/newsletter/newsletter-confirm.tsx',
        namespaces: ['newsletter'],
      },
      // One job alert's settings by the token of its e-mails, no account needed (ADR 126).
      {
        id: 'job-alert-settings',
        path: 'newsletter/alert',
        file: 'routes/newsletter/job-alert-settings.tsx',
        namespaces: ['newsletter'],
      },
      {
        id: 'unsubscribe',
        path: 'unsubscribe',
        file: 'routes/newsletter/unsubscribe.tsx',
        namespaces: ['newsletter'],
      },
      // CV builder (docs/product/screens-and-routes.md): the landing page and a CV shared by its link.
      { id: 'cv-landing', path: 'cv', file: 'routes/cv/cv-landing.tsx', namespaces: ['cv'] },
      { id: 'cv-show', path: 'cv/:token', file: 'routes/cv/cv-show.tsx', namespaces: ['cv'] },
      {
        id: 'client-cv-consent',
        path: 'client-cv/consent/:token',
        file: 'routes/cv/client-cv-consent.tsx',
        namespaces: ['cv'],
      },
      // The profile area (signed-in users); its layout holds the section navigation.
      {
        id: 'profile-layout',
        path: 'profile',
        file: 'routes/accounts/profile-layout.tsx',
        namespaces: ['account', 'profile'],
        children: [
          { id: 'profile', index: true, file: 'routes/accounts/profile.tsx' },
          { id: 'profile-email', path: 'email', file: 'routes/accounts/profile-email.tsx' },
          { id: 'profile-password', path: 'password', file: 'routes/accounts/profile-password.tsx' },
          { id: 'profile-privacy', path: 'privacy', file: 'routes/accounts/profile-privacy.tsx' },
          {
            id: 'profile-newsletter',
            path: 'newsletter',
            file: 'routes/newsletter/profile-newsletter.tsx',
            namespaces: ['newsletter'],
          },
          { id: 'profile-language', path: 'language', file: 'routes/accounts/profile-language.tsx' },
          { id: 'profile-delete', path: 'delete', file: 'routes/accounts/profile-delete.tsx' },
          {
            id: 'profile-applications',
            path: 'applications',
            file: 'routes/applications/profile-applications.tsx',
          },
          {
            id: 'profile-saved',
            path: 'saved',
            file: 'routes/saved/profile-saved.tsx',
            namespaces: ['events'],
          },
          {
            id: 'profile-added',
            path: 'added',
            file: 'routes/accounts/profile-added.tsx',
            namespaces: ['forms', 'events'],
          },
          { id: 'profile-cv', path: 'cv', file: 'routes/cv/profile-cv.tsx', namespaces: ['cv'] },
        ],
      },
      {
        id: 'account-deleted',
        path: 'account-deleted',
        file: 'routes/accounts/profile-deleted.tsx',
        namespaces: ['account', 'profile'],
      },
      // The admin area: a 404 for everyone but admins.
      {
        id: 'admin-layout',
        path: 'admin',
        file: 'routes/admin/admin-layout.tsx',
        namespaces: ['admin'],
        children: [
          { id: 'admin', index: true, file: 'routes/admin/admin.tsx' },
          { id: 'admin-outbox', path: 'outbox', file: 'routes/admin/admin-outbox.tsx' },
          { id: 'admin-outbox-message', path: 'outbox/:id', file: 'routes/admin/admin-outbox-message.tsx' },
          { id: 'admin-audit', path: 'audit', file: 'routes/admin/admin-audit.tsx' },
          { id: 'admin-jobs', path: 'jobs', file: 'routes/jobs/admin-jobs.tsx' },
          { id: 'admin-job-new', path: 'jobs/new', file: 'routes/jobs/admin-job-new.tsx' },
          { id: 'admin-job-edit', path: 'jobs/:id', file: 'routes/jobs/admin-job-edit.tsx' },
          {
            id: 'admin-job-applications',
            path: 'jobs/:id/applications',
            file: 'routes/applications/admin-job-applications.tsx',
          },
          {
            id: 'admin-job-candidates',
            path: 'jobs/:id/candidates',
            file: 'routes/recruiters/admin-job-candidates.tsx',
          },
          {
            id: 'admin-application',
            path: 'applications/:id',
            file: 'routes/applications/admin-application.tsx',
          },
          { id: 'admin-candidates', path: 'candidates', file: 'routes/accounts/admin-candidates.tsx' },
          { id: 'admin-referrals', path: 'referrals', file: 'routes/referrals/admin-referrals.tsx' },
          { id: 'admin-referral', path: 'referrals/:id', file: 'routes/referrals/admin-referral.tsx' },
          {
            id: 'admin-extra-requests',
            path: 'extra-requests',
            file: 'routes/extra-requests/admin-extra-requests.tsx',
          },
          {
            id: 'admin-extra-request',
            path: 'extra-requests/:id',
            file: 'routes/extra-requests/admin-extra-request.tsx',
          },
          { id: 'admin-contacts', path: 'contacts', file: 'routes/contact/admin-contacts.tsx' },
          { id: 'admin-contact', path: 'contacts/:id', file: 'routes/contact/admin-contact.tsx' },
          {
            id: 'admin-questionnaires',
            path: 'questionnaires',
            file: 'routes/adequate-salary/admin-questionnaires.tsx',
            namespaces: ['questionnaire'],
          },
          {
            id: 'admin-technologies',
            path: 'technologies',
            file: 'routes/adequate-salary/admin-technologies.tsx',
            namespaces: ['questionnaire'],
          },
          {
            id: 'admin-newsfeed',
            path: 'newsfeed',
            file: 'routes/newsfeed/admin-newsfeed.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-newsfeed-item',
            path: 'newsfeed/:id',
            file: 'routes/newsfeed/admin-newsfeed-item.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-dictionary',
            path: 'dictionary',
            file: 'routes/dictionary/admin-dictionary.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-dictionary-term',
            path: 'dictionary/:id',
            file: 'routes/dictionary/admin-dictionary-term.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-services',
            path: 'services',
            file: 'routes/company/admin-company.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-service',
            path: 'services/:slug',
            file: 'routes/company/admin-company-item.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-cases',
            path: 'cases',
            file: 'routes/company/admin-company.tsx',
            namespaces: ['company'],
          },
          {
            id: 'admin-case',
            path: 'cases/:slug',
            file: 'routes/company/admin-company-item.tsx',
            namespaces: ['company'],
          },
          { id: 'admin-blog', path: 'blog', file: 'routes/blog/admin-blog.tsx', namespaces: ['blog'] },
          {
            id: 'admin-blog-new',
            path: 'blog/new',
            file: 'routes/blog/admin-blog-new.tsx',
            namespaces: ['blog'],
          },
          {
            id: 'admin-blog-categories',
            path: 'blog/categories',
            file: 'routes/blog/admin-blog-categories.tsx',
            namespaces: ['blog'],
          },
          {
            id: 'admin-blog-authors',
            path: 'blog/authors',
            file: 'routes/blog/admin-blog-authors.tsx',
            namespaces: ['blog'],
          },
          {
            id: 'admin-blog-tags',
            path: 'blog/tags',
            file: 'routes/blog/admin-blog-tags.tsx',
            namespaces: ['blog'],
          },
          {
            id: 'admin-blog-edit',
            path: 'blog/:id',
            file: 'routes/blog/admin-blog-edit.tsx',
            namespaces: ['blog'],
          },
          {
            id: 'admin-events',
            path: 'events',
            file: 'routes/events/admin-events.tsx',
            namespaces: ['events'],
          },
          {
            id: 'admin-event-new',
            path: 'events/new',
            file: 'routes/events/admin-event-new.tsx',
            namespaces: ['events'],
          },
          {
            id: 'admin-event-edit',
            path: 'events/:uid',
            file: 'routes/events/admin-event-edit.tsx',
            namespaces: ['events'],
          },
          {
            id: 'admin-newsletter',
            path: 'newsletter',
            file: 'routes/newsletter/admin-newsletter.tsx',
            namespaces: ['newsletter'],
          },
        ],
      },
      { id: 'not-found', path: '*', file: 'routes/site/not-found.tsx' },
    ],
  },
  // Curated job lists that partners embed (app/features/jobs/frame-pages.ts): no main navigation.
  {
    file: 'routes/layouts/frame.tsx',
    children: [
      ...EMBEDDABLE_PAGES.map((path) => ({ id: `frame-${path}`, path, file: 'routes/jobs/frame-jobs.tsx' })),
      // The newsletter's form for the mobile app's web view (docs/product/screens-and-routes.md: no navbar).
      {
        id: 'newsletter-mobile',
        path: 'newsletter-mobile',
        file: 'routes/newsletter/newsletter-mobile.tsx',
        namespaces: ['newsletter'],
      },
    ],
  },
  {
    file: 'routes/layouts/auth.tsx',
    children: [
      { id: 'sign-in', path: 'sign-in', file: 'routes/accounts/sign-in.tsx', namespaces: ['account'] },
      { id: 'sign-up', path: 'sign-up', file: 'routes/accounts/sign-up.tsx', namespaces: ['account'] },
      {
        id: 'finish-sign-up',
        path: 'sign-up/finishing',
        file: 'routes/accounts/finish-sign-up.tsx',
        namespaces: ['account'],
      },
      {
        id: 'forgot-password',
        path: 'forgot-password',
        file: 'routes/accounts/forgot-password.tsx',
        namespaces: ['account'],
      },
      {
        id: 'reset-password',
        path: 'reset-password',
        file: 'routes/accounts/reset-password.tsx',
        namespaces: ['account'],
      },
      {
        id: 'verify-email',
        path: 'verify-email',
        file: 'routes/accounts/verify-email.tsx',
        namespaces: ['account'],
      },
      {
        id: 'invalid-link',
        path: 'invalid-link',
        file: 'routes/accounts/invalid-link.tsx',
        namespaces: ['account'],
      },
    ],
  },
  // Resource routes (actions only): the header's sign-out form, the verification dialog, the cookie banner.
  { id: 'sign-out', path: 'sign-out', file: 'routes/accounts/sign-out.ts' },
  { id: 'resend-verification', path: 'resend-verification', file: 'routes/accounts/resend-verification.ts' },
  { id: 'saved-items', path: 'saved-items', file: 'routes/saved/saved-items.ts' },
  // "Not interested" on a recommendation (ADR 127).
  {
    id: 'dismiss-recommendation',
    path: 'recommendations/dismiss',
    file: 'routes/jobs/dismiss-recommendation.ts',
  },
  { id: 'job-alerts', path: 'job-alerts', file: 'routes/newsletter/job-alerts.ts' },
  { id: 'consent', path: 'consent', file: 'routes/site/consent.ts' },
  // The anonymised client CV (ADR 112): the candidate withdraws consent, an admin requests it.
  { id: 'client-cv-withdraw', path: 'profile/cv/client-cv-consent', file: 'routes/cv/client-cv-withdraw.ts' },
  {
    id: 'admin-client-cv-consent',
    path: 'admin/candidates/:id/client-cv-consent',
    file: 'routes/cv/admin-client-cv-consent.ts',
    namespaces: ['admin'],
  },
  // The CV of an application, downloaded by admins (404 for everyone else).
  {
    id: 'admin-application-cv',
    path: 'admin/applications/:id/cv',
    file: 'routes/applications/admin-application-cv.ts',
    namespaces: ['admin'],
  },
  {
    id: 'admin-contact-redirect',
    path: 'admin/contact-messages/:id',
    file: 'routes/contact/admin-contact-redirect.ts',
    namespaces: ['admin'],
  },
  // The newsfeed's former admin addresses.
  {
    id: 'admin-links-redirect',
    path: 'admin/links',
    file: 'routes/newsfeed/admin-links-redirect.ts',
    namespaces: ['admin', 'company'],
  },
  {
    id: 'admin-link-redirect',
    path: 'admin/links/:id',
    file: 'routes/newsfeed/admin-links-redirect.ts',
    namespaces: ['admin', 'company'],
  },
];
