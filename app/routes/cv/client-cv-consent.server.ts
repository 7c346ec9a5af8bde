import { data } from 'react-router';
import { CLIENT_CV_CONSENT_VERSION } from '../../../contracts/client-cv-values.ts';
import { clientCvAnswerSchema } from '../../../contracts/client-cv.ts';
import type { CvLanguage } from '../../../contracts/cv.ts';
import type { CvSheetCatalog } from '../../../contracts/cv-sheet.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { TOKEN_PAGE_HEADERS } from '../../lib/token-page.ts';
import type { Route } from './+types/client-cv-consent';

/** The CV language of a reader (ADR 110): German readers read English. */
const READER_CV_LANGUAGE: Record<string, CvLanguage> = { sk: 'sk', en: 'en', de: 'en' };

/**
 * A forged link is a 404; a used, replaced or expired one says so without showing the CV: 410 for an
 * answer sent with it, 200 for the page itself (which, after a form post without scripts, is the
 * page the answer renders on).
 */
function refused(
  error: unknown,
  seo: { title: string; description: string; noIndex: true },
  status: 200 | 410,
) {
  if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404, headers: TOKEN_PAGE_HEADERS });
  if (hasErrorCode(error, 'LINK_USED'))
    return data({ state: 'used' as const, seo }, { status, headers: TOKEN_PAGE_HEADERS });
  throw error;
}

/**
 * The candidate's consent page from the e-mailed link (ADR 112): the client CV exactly as a client
 * gets it, in `?lang=` (sk, en), else the reader's CV language; agree or refuse. Works without
 * JavaScript (a plain form POST); never cached, indexed or sent on as a referrer.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, t, locale } = context;
  const seo = {
    title: t('cv:clientCv.consent.metaTitle'),
    description: t('cv:clientCv.consent.metaDescription'),
    noIndex: true as const,
  };
  const asked = new URL(request.url).searchParams.get('lang');
  const language: CvLanguage =
    asked === 'sk' || asked === 'en' ? asked : (READER_CV_LANGUAGE[locale] ?? 'sk');
  try {
    const page = await services.clientCv.getClientCvConsentPage(params.token ?? '', language);
    return data(
      {
        state: 'open' as const,
        seo,
        preview: { shared: page.shared, cv: page.cv, language: page.language },
        labels: context.i18n.catalogs[page.language]['cv-sheet'] as unknown as CvSheetCatalog,
        branding: services.clientCv.branding(),
        version: CLIENT_CV_CONSENT_VERSION,
      },
      { headers: TOKEN_PAGE_HEADERS },
    );
  } catch (error) {
    return refused(error, seo, 200);
  }
}

/** The answer: `answer=given|refused`, recorded once with its time. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, t } = context;
  const seo = {
    title: t('cv:clientCv.consent.metaTitle'),
    description: t('cv:clientCv.consent.metaDescription'),
    noIndex: true as const,
  };
  const parsed = clientCvAnswerSchema.safeParse({ answer: (await request.formData()).get('answer') });
  if (!parsed.success) throw data(null, { status: 400, headers: TOKEN_PAGE_HEADERS });
  try {
    const consent = await services.clientCv.answerClientCvConsent(params.token ?? '', parsed.data.answer);
    return data(
      {
        state: consent.state === 'given' ? ('given' as const) : ('refused' as const),
        at: consent.answeredAt,
        seo,
      },
      { headers: TOKEN_PAGE_HEADERS },
    );
  } catch (error) {
    return refused(error, seo, 410);
  }
}
