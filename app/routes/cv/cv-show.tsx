import { Download, Languages, Lock, LogIn } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { CvSheet } from '../../features/cv/cv-sheet.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { Route } from './+types/cv-show';
import type { action, loader } from './cv-show.server.ts';

export { action, loader } from './cv-show.server.ts';
export const meta = routeMeta;
export const handle = { appBar: 'solid' };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const LANGUAGE_NAMES = { sk: 'Slovensky', en: 'English' } as const;

/** A shared CV (docs/product/screens-and-routes.md cv-show, cv layout): the sheet, or what the visitor must do to see it. */
export default function CvShowPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('cv');
  if (loaded.refusal) return <Refused refusal={loaded.refusal} signInHref={loaded.signInHref} />;
  const { shared, language, labels, token } = loaded;
  const switchTo = shared.secondLanguage;
  return (
    <div className="bg-slate-50 py-8 sm:py-12">
      <Container>
        <div className="mx-auto max-w-3xl">
          <p className="mb-4 flex flex-wrap items-center justify-end gap-x-5 gap-y-2">
            {switchTo ? (
              <Link
                to={`?lang=${switchTo}`}
                hrefLang={switchTo}
                className="inline-flex items-center gap-1.5 text-sm font-medium"
              >
                <Languages className="size-4" aria-hidden />
                {t('show.otherLanguage', { language: LANGUAGE_NAMES[switchTo] })}
              </Link>
            ) : null}
            {/* The PDF in the language the visitor is reading (ADR 110). */}
            <a
              href={`/api/cv/${token}/pdf?language=${language}`}
              download
              hrefLang={language}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Download className="size-4" aria-hidden /> {t('show.downloadPdf')}
            </a>
          </p>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <CvSheet shared={shared} cv={shared.cv} language={language} labels={labels} />
          </div>
        </div>
      </Container>
    </div>
  );
}

function Refused({
  refusal,
  signInHref,
}: {
  refusal: 'signIn' | 'private' | 'password';
  signInHref: string | null;
}) {
  const { t } = useTranslation('cv');
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <Container>
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {refusal === 'signIn' ? (
              <LogIn className="size-6" aria-hidden />
            ) : (
              <Lock className="size-6" aria-hidden />
            )}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{t(`show.${refusal}.title`)}</h1>
          <p className="mt-2 leading-relaxed text-slate-600">{t(`show.${refusal}.text`)}</p>
          {(refusal === 'signIn' || refusal === 'private') && signInHref ? (
            <Link to={signInHref} className={buttonClasses({ className: 'mt-6' })}>
              {t('show.signIn.cta')}
            </Link>
          ) : null}
          {refusal === 'password' ? (
            <Form method="post" className="mt-6 space-y-4 text-left" noValidate>
              {answer?.error ? (
                <FormAlert tone="error" focus>
                  {answer.error}
                </FormAlert>
              ) : null}
              <PasswordField
                id="cv-password"
                name="password"
                label={t('show.password.label')}
                autoComplete="off"
                required
                showLabel={t('show.password.show')}
                hideLabel={t('show.password.hide')}
              />
              <Button type="submit" className="w-full" disabled={navigation.state !== 'idle'}>
                {t('show.password.submit')}
              </Button>
            </Form>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
