import type { TFunction } from 'i18next';
import type { Locale } from '../contracts/enums.ts';
import type { ErrorReporter } from '../core/shared/ports.ts';
import type { Config } from './config.ts';
import type { ServerI18n } from './i18n.ts';
import type { Logger } from './logger.ts';
import type { Services } from './services/index.ts';
import type { AccountGateway } from './account-types.ts';

/** What every page loader and action receives from the server, per request. */
export interface RequestContext {
  services: Services;
  i18n: ServerI18n;
  /** The locale named by the URL, or the default when none or an unsupported one is named. */
  locale: Locale;
  t: TFunction;
  publicUrl: string;
  requestId: string;
  /** The client's address (socket peer, or X-Forwarded-For with TRUST_PROXY): the key of rate limits. */
  clientIp: string;
  logger: Logger;
  config: Pick<Config, 'publicUrl' | 'SENTRY_DSN'>;
  /** The account of this request: session, sign-in, sign-up and the account's settings. */
  account: AccountGateway;
  /** Where unexpected errors of loaders, actions and rendering go (`handleError` in entry.server). */
  errorReporter: ErrorReporter;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends RequestContext {}
}
