import { lazy, Suspense, useEffect } from 'react';
import { I18nProvider, useTranslation } from './i18n/react.tsx';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import stylesheet from './app.css?url';
import { NonceContext, useNonce } from './components/nonce.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { PageShell } from './features/layout/page-shell.tsx';
import type { loader } from './root.server.ts';
import { PRODUCT_NAME } from './seo/meta.ts';
import { namespacesFor } from './i18n/namespaces.ts';

export { loader } from './root.server.ts';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Catalogs change only with the language. */
/** Title and description of the error pages (404 and unexpected errors), in the page's language. */
export function meta({ data, error }: { data: RootData | undefined; error?: unknown }) {
  if (!error || !data) return [];
  const common = data.messages.common as {
    notFound: { title: string; text: string };
    errors: { pageTitle: string };
  };
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? common.notFound.title : common.errors.pageTitle} | ${PRODUCT_NAME}` },
    { name: 'description', content: common.notFound.text },
    { name: 'robots', content: 'noindex' },
  ];
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return true;
  // Another area of the site needs other catalogs (and its header state may change).
  if (namespacesFor(currentUrl.pathname).join() !== namespacesFor(nextUrl.pathname).join()) return true;
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/** The one toast region of every page: any component raises a toast with `useToast()`. */
function Toasts({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider dismissLabel={t('toast.dismiss', { defaultValue: 'Close' })}>{children}</ToastProvider>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  const locale = data?.locale ?? 'sk';
  // Marks the document once React owns it: until then a form control changed by the user keeps
  // its value in the DOM but not in the component's state (automated tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // `data-sentry-dsn`: entry.client loads the browser's error reporting only when it is set.
    <html lang={locale} dir="ltr" data-sentry-dsn={data?.sentryDsn ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#182f74" />
        {/* `precedence`: React puts the stylesheet ahead of the scripts it preloads, so the first paint does not wait for them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <NonceContext.Provider value={nonce}>
          {data ? (
            <I18nProvider language={data.locale} messages={data.messages}>
              <Toasts>{children}</Toasts>
            </I18nProvider>
          ) : (
            <Toasts>{children}</Toasts>
          )}
        </NonceContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The pages of a missing route and of a failure, fetched only where one is shown. */
const NotFoundPage = lazy(() =>
  import('./features/layout/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const ErrorPage = lazy(() =>
  import('./features/layout/error-page.tsx').then((m) => ({ default: m.ErrorPage })),
);

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageShell appBar="solid">
      <Suspense fallback={null}>{notFound ? <NotFoundPage /> : <ErrorPage />}</Suspense>
    </PageShell>
  );
}
