import {
  calculatorQuerySchema,
  DEFAULT_CALCULATOR_AMOUNT,
  DEFAULT_TAX_YEAR,
  type MarketRates,
} from '../../../contracts/salary.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { sessionOf } from '../../features/accounts/guards.server.ts';
import { evaluate } from '../../features/salary/evaluate.ts';
import type { Route } from './+types/salary-calculator';

/** Who sees what: guests the comparison, verified users also the breakdown and market rates. */
export type SalaryAccess = 'guest' | 'unverified' | 'verified';

/**
 * The calculator is a GET form: the query holds the amount, year, first-year toggle and (signed-in
 * users) the stack. The loader computes the figures of the query, by the same code the browser loads
 * when the visitor first uses the form, and reads the access level and the market rates of the stack.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, services, publicUrl, locale } = context;
  const query = new URL(request.url).searchParams;
  const values = {
    amount: query.get('amount') ?? String(DEFAULT_CALCULATOR_AMOUNT),
    year: query.get('year') ?? String(DEFAULT_TAX_YEAR),
    // A sent form without the box ticked has no `firstYear`; a fresh page starts unticked too.
    firstYear: ['on', 'true'].includes(query.get('firstYear') ?? ''),
  };
  const stack = query.getAll('stack').filter(Boolean);
  const session = sessionOf(context);
  const access: SalaryAccess = !session ? 'guest' : session.user.emailVerified ? 'verified' : 'unverified';

  let stackErrors: string[] | undefined;
  let market: MarketRates | null = null;
  let fallbackStack: string[] = [];
  if (access === 'verified') {
    const parsed = calculatorQuerySchema.shape.stack.safeParse(stack);
    if (!parsed.success) stackErrors = parsed.error.issues.map((i) => i.message);
    else if (parsed.data.length) market = await services.jobs.getMarketRates(parsed.data);
    fallbackStack = (await services.jobs.getTopExpertises()).map((e) => e.name);
  }

  const url = publicUrl + localizePath(locale, '/salary-calculator');
  return {
    values,
    evaluation: evaluate(values),
    stack,
    stackErrors,
    access,
    market,
    fallbackStack,
    seo: {
      title: t('salary:meta.title'),
      description: t('salary:meta.description'),
      // A calculation for a particular amount is the same page as the calculator itself.
      noIndex: [...query.keys()].length > 0,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: t('salary:meta.title'),
        description: t('salary:meta.description'),
        url,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        inLanguage: locale,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
      },
    },
  };
}
