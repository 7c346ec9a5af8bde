import type { TFunction } from 'i18next';
import type { Locale } from '../../contracts/enums.ts';
import type { AccountGateway } from '../account-types.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services/index.ts';

/** Variables every API handler can read from `c.var`. */
export interface ApiEnv {
  Variables: {
    services: Services;
    locale: Locale;
    t: TFunction;
    logger: Logger;
    requestId: string;
    clientIp: string;
    /** The account of this request, looked up on first use (only routes that need it pay for it). */
    account: () => Promise<AccountGateway>;
    /** The signed-in user's id, once `account()` has looked the session up (for error reports). */
    userId?: string;
  };
}
