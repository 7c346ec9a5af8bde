import type { TFunction } from 'i18next';
import type { Locale } from '../../contracts/enums.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services.ts';

/** Variables every API handler can read from `c.var`. */
export interface ApiEnv {
  Variables: {
    services: Services;
    locale: Locale;
    t: TFunction;
    logger: Logger;
    requestId: string;
  };
}
