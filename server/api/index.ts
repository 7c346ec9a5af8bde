import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { isLocale } from '../../contracts/enums.ts';
import { fromAcceptLanguage } from '../../core/shared/locale.ts';
import type { ErrorReporter } from '../../core/shared/ports.ts';
import type { ServerI18n } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import { isAppError } from '../../core/shared/app-error.ts';
import { appErrorProblem, problemResponse } from '../middleware/problem.ts';
import type { Services } from '../services/index.ts';
import { catalogApi } from './catalog.ts';
import { salaryApi } from './salary.ts';
import type { ApiEnv } from './env.ts';
import { jobsApi } from './jobs.ts';
import { candidatesApi } from './candidates.ts';
import { registrationApi } from './registration.ts';
import { recruitersApi } from './recruiters.ts';
import { referralsApi } from './referrals.ts';
import { extraRequestsApi } from './extra-requests.ts';
import { contactMessagesApi } from './contact-messages.ts';
import { applicationsApi } from './applications.ts';
import { savedItemsApi } from './saved-items.ts';
import { adminApi } from './admin.ts';
import { questionnairesApi } from './questionnaires.ts';
import { formerNewsfeedPaths, newsfeedApi } from './newsfeed.ts';
import { adminNewsfeedApi } from './admin-newsfeed.ts';
import { dictionaryApi } from './dictionary.ts';
import { adminCompanyApi } from './admin-company.ts';
import { blogApi } from './blog.ts';
import { adminBlogApi } from './admin-blog.ts';
import { eventsApi } from './events.ts';
import { adminEventsApi } from './admin-events.ts';
import { jobAlertsApi, newsletterApi } from './newsletter.ts';
import { adminNewsletterApi } from './admin-newsletter.ts';
import { cvApi } from './cv.ts';
import { clientCvApi } from './client-cv.ts';
import { createAccountGateway } from '../account-gateway.ts';
import { apiDocs } from './docs.ts';
import { openApiDocument } from './openapi-document.ts';
import { operationsOf, requestGuards } from './request-guards.ts';
import type { Accounts } from '../accounts.ts';
import type { AccountGateway } from '../account-types.ts';

/** The REST API under /api: one zod schema per route gives validation, types and the OpenAPI document. */
export function createApi({
  services,
  i18n,
  logger,
  accounts,
  errorReporter,
}: {
  services: Services;
  i18n: ServerI18n;
  logger: Logger;
  accounts: Accounts;
  /** Where unexpected errors (the 500s) are reported. */
  errorReporter: ErrorReporter;
}) {
  const api = new OpenAPIHono<ApiEnv>();
  api.use(async (c, next) => {
    const requested = c.req.query('locale');
    const locale = isLocale(requested)
      ? requested
      : (fromAcceptLanguage(c.req.header('accept-language')) ?? 'sk');
    c.set('services', services);
    c.set('locale', locale);
    c.set('t', i18n.t(locale));
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    let gateway: Promise<AccountGateway> | undefined;
    c.set(
      'account',
      () =>
        (gateway ??= createAccountGateway(accounts.deps, c.req.raw, {
          ip: c.get('clientIp') ?? '127.0.0.1',
          locale,
        }).then(({ gateway: g, responseHeaders }) => {
          for (const cookie of responseHeaders.getSetCookie())
            c.header('set-cookie', cookie, { append: true });
          c.set('userId', g.session?.user.id);
          return g;
        })),
    );
    await next();
  });
  // Authentication before validation, 415 for a wrong body type, 400 for unstorable text, private
  // caching of personal answers: for every operation of the OpenAPI document (request-guards.ts).
  api.use(requestGuards(() => operationsOf(api)));
  // Before the admin routes' guards: the newsfeed's former paths answer every caller with a redirect
  // to the new path, which then asks for what it needs (ADR 109). Not operations of the document.
  api.route('/', formerNewsfeedPaths);
  api.route('/', jobsApi);
  api.route('/', catalogApi);
  api.route('/', candidatesApi);
  api.route('/', registrationApi);
  api.route('/', referralsApi);
  api.route('/', extraRequestsApi);
  api.route('/', contactMessagesApi);
  api.route('/', applicationsApi);
  api.route('/', savedItemsApi);
  api.route('/', adminApi);
  api.route('/', recruitersApi);
  api.route('/', questionnairesApi);
  api.route('/', salaryApi);
  api.route('/', newsfeedApi);
  api.route('/', adminNewsfeedApi);
  api.route('/', dictionaryApi);
  api.route('/', adminCompanyApi);
  api.route('/', blogApi);
  api.route('/', adminBlogApi);
  api.route('/', eventsApi);
  api.route('/', adminEventsApi);
  api.route('/', newsletterApi);
  api.route('/', jobAlertsApi);
  api.route('/', adminNewsletterApi);
  api.route('/', cvApi);
  api.route('/', clientCvApi);
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by signing in (or `Authorization: Bearer <session token>`).',
  });

  // Every operation gets `security` (public ones `[]`), an operationId and a listed tag (openapi-document.ts).
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (c) =>
    c.json((document ??= openApiDocument(api)), 200, { 'cache-control': 'public, max-age=300' }),
  );
  api.route('/docs', apiDocs());

  api.all('*', (c) =>
    problemResponse(c, { title: c.var.t('errors.notFound'), status: 404, code: 'NOT_FOUND' }),
  );
  api.onError((error, c) => {
    const t = c.var.t ?? i18n.t('en');
    // Failures a caller can act on (400, 401, 403, 404, 429) are answered, not logged or reported.
    if (isAppError(error) && error.status < 500) return appErrorProblem(c, error, t);
    if (error instanceof HTTPException && error.status === 415) {
      return problemResponse(c, {
        title: t('errors.unsupportedMediaType'),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    if (error instanceof SyntaxError || (error instanceof HTTPException && error.status === 400)) {
      return problemResponse(c, {
        title: t('errors.validation'),
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: t('validation.malformedJson'),
      });
    }
    (c.var.logger ?? logger).error({ err: error }, 'api request failed');
    errorReporter.report(error, {
      source: 'api',
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      userId: c.var.userId,
    });
    if (isAppError(error)) return appErrorProblem(c, error, t);
    return problemResponse(c, { title: t('errors.unexpected'), status: 500, code: 'INTERNAL' });
  });
  return api;
}
