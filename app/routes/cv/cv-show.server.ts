import { data, redirect } from 'react-router';
import { cvUnlockSchema, type CvLanguage } from '../../../contracts/cv.ts';
import type { CvSheetCatalog } from '../../../contracts/cv-sheet.ts';
import { CV_UNLOCK_SECONDS, cvUnlockCookieName } from '../../../core/cv/cv-password.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import type { Route } from './+types/cv-show';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Refusals a visitor can act on: sign in, private, the password form. */
type Refusal = 'signIn' | 'private' | 'password';

/**
 * The CV language a reader of the portal's interface language reads (ADR 110): Slovak and English
 * as they are; German readers get English, the CV language more of them read than Slovak.
 */
const READER_CV_LANGUAGE: Record<string, CvLanguage> = { sk: 'sk', en: 'en', de: 'en' };
const cvLanguageParam = (value: string | null): CvLanguage | undefined =>
  value === 'sk' || value === 'en' ? value : undefined;

/**
 * A shared CV by its link (docs/product/screens-and-routes.md cv-show). Public CVs are indexed with Open Graph and a schema.org
 * Person; every other one is `noindex`. The CV is shown in `?lang=` (sk, en), else in the reader's
 * language (German readers: English) when the CV has texts in it, else in its primary language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, t, publicUrl, locale } = context;
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw data(null, { status: 404 });
  const session = sessionOf(context);
  const noStore = { 'cache-control': 'private, no-store' };
  const viewer = {
    userId: session?.user.id ?? null,
    isAdmin: session?.user.role === 'admin',
    unlock: cookieOf(request, cvUnlockCookieName(token)),
  };
  const wanted = cvLanguageParam(new URL(request.url).searchParams.get('lang'));
  const reader = READER_CV_LANGUAGE[locale] ?? 'sk';
  let shared;
  try {
    shared = await services.cv.viewSharedCv(token, viewer, wanted ?? reader);
    // A CV without a text in the reader's language is shown in its primary language.
    if (!wanted && shared.language !== shared.primaryLanguage && !shared.languages.includes(reader))
      shared = await services.cv.viewSharedCv(token, viewer, shared.primaryLanguage);
  } catch (error) {
    // A private CV says so to a signed-out visitor too, rather than asking them to sign in.
    const refusal: Refusal | null = hasErrorCode(error, 'CV_PASSWORD_REQUIRED')
      ? 'password'
      : hasErrorCode(error, 'FORBIDDEN')
        ? 'private'
        : hasErrorCode(error, 'UNAUTHORIZED')
          ? (await services.cv.getSharedCvPrivacy(token)) === 'private'
            ? 'private'
            : 'signIn'
          : null;
    if (!refusal) {
      if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
      throw error;
    }
    return data(
      {
        refusal,
        shared: null,
        /** Signed out: the owner may sign in (a private CV offers it too). */
        signInHref: session ? null : `${localizePath(locale, '/sign-in')}`,
        seo: { title: t('cv:show.refusedTitle'), description: t('cv:show.refusedText'), noIndex: true },
      },
      {
        status: refusal === 'private' && session ? 403 : 401,
        headers: { ...noStore, 'x-robots-tag': 'noindex' },
      },
    );
  }
  // A view of the link for its owner's statistics (ADR 116): a person's browser, not the owner.
  if (request.method === 'GET')
    await services.cv.countLinkUse(token, 'view', { isOwner: shared.isOwner, headers: request.headers });
  const { language, cv } = shared;
  const name = `${shared.person.firstName} ${shared.person.lastName}`;
  const isPublic = shared.privacy === 'public';
  const url = publicUrl + localizePath(locale, `/cv/${token}`);
  return data(
    {
      refusal: null,
      signInHref: null,
      shared,
      token,
      language,
      /** What the sheet says around the CV, in the CV's language (not the interface's). */
      labels: context.i18n.catalogs[language]['cv-sheet'] as unknown as CvSheetCatalog,
      seo: {
        title: cv.position ? `${name} – ${cv.position}` : name,
        description: (cv.bio ?? cv.position ?? name).slice(0, 160),
        type: 'profile' as const,
        noIndex: !isPublic,
        ...(isPublic && shared.photoUrl ? { image: shared.photoUrl } : {}),
        ...(isPublic
          ? {
              jsonLd: {
                '@context': 'https://schema.org',
                '@type': 'Person',
                name,
                url,
                ...(cv.position ? { jobTitle: cv.position } : {}),
                ...(cv.bio ? { description: cv.bio } : {}),
                ...(shared.person.city
                  ? { address: { '@type': 'PostalAddress', addressLocality: shared.person.city } }
                  : {}),
                ...(cv.technologies.length ? { knowsAbout: cv.technologies.map((x) => x.name) } : {}),
                ...(cv.languages.length ? { knowsLanguage: cv.languages.map((x) => x.language) } : {}),
              },
            }
          : {}),
      },
    },
    {
      headers: isPublic
        ? { 'cache-control': 'private, max-age=0' }
        : { ...noStore, 'x-robots-tag': 'noindex' },
    },
  );
}

/** The password form of a password-protected CV: a short-lived cookie opens it in this browser. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, locale, t } = context;
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw data(null, { status: 404 });
  const form = await request.formData();
  const parsed = cvUnlockSchema.safeParse({ password: String(form.get('password') ?? '') });
  if (!parsed.success) return data({ error: t('validation.required') }, { status: 400 });
  try {
    const { cookie } = await services.cv.unlockSharedCv(token, parsed.data.password, context.clientIp);
    const secure = services.cv.secureCookies ? '; Secure' : '';
    return redirect(localizePath(locale, `/cv/${token}`), {
      headers: {
        'set-cookie': `${cvUnlockCookieName(token)}=${cookie}; Path=/; Max-Age=${CV_UNLOCK_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      },
    });
  } catch (error) {
    if (hasErrorCode(error, 'CV_PASSWORD_WRONG'))
      return data({ error: t('cv:errors.passwordWrong') }, { status: 403 });
    if (hasErrorCode(error, 'RATE_LIMITED')) return data({ error: t('errors.rateLimited') }, { status: 429 });
    if (hasErrorCode(error, 'CV_LOCKED')) return data({ error: t('cv:errors.locked') }, { status: 429 });
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}
