import type { CompareResult, FundAmount } from '../../../contracts/salary.ts';
import type { TaxYearParams } from '../../../core/salary/tax-years.ts';
import { FigureTable } from '../../components/ui/figure-table.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { formatEur, formatPercent } from './format.ts';

interface Row {
  label: string;
  /** Amount per month; the year's is 12 × unless `yearly` is given. */
  monthly?: number | null;
  yearly?: number | null;
  emphasis?: boolean;
  indent?: boolean;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** One form's figures per month and per year. */
function FormTable({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const { t, i18n } = useTranslation('salary');
  const eur = (v: number | null | undefined) => (v == null ? '—' : formatEur(i18n.language, v));
  const yearly = (row: Row) =>
    row.yearly !== undefined ? row.yearly : row.monthly == null ? null : round2(12 * row.monthly);
  return (
    <FigureTable
      testId={`breakdown-${id}`}
      caption={title}
      headers={[t('breakdown.item'), t('breakdown.monthly'), t('breakdown.yearly')]}
      rows={rows.map((row) => ({ ...row, key: row.label, figures: [eur(row.monthly), eur(yearly(row))] }))}
    />
  );
}

/** The full per-fund calculation of each form and its yearly figures (signed-in, verified users). */
export function FullBreakdown({ result, params }: { result: CompareResult; params: TaxYearParams }) {
  const { t, i18n } = useTranslation('salary');
  const pct = (v: number) => formatPercent(i18n.language, v);
  const fundRows = (funds: FundAmount[]): Row[] =>
    funds.map((f) => ({
      label: `${t(`funds.${f.fund}`)} (${pct(f.rate)})`,
      monthly: f.amount,
      indent: true,
    }));
  const e = result.employment.detail;
  const s = result.soleTrader.detail;
  const c = result.company.detail;
  const m = (yearly: number) => round2(yearly / 12);
  return (
    <div className="grid gap-6 lg:grid-cols-2 2xl:grid-cols-3">
      <FormTable
        id="employment"
        title={t('forms.employment.title')}
        rows={[
          { label: t('breakdown.gross'), monthly: e.grossMonthly, emphasis: true },
          {
            label: t('breakdown.employeeHealth', { rate: pct(params.employee.health) }),
            monthly: e.employeeHealth,
          },
          { label: t('breakdown.employeeSocial'), monthly: e.employeeSocial },
          ...fundRows(e.employeeSocialFunds),
          { label: t('breakdown.taxBase'), monthly: e.taxBase },
          { label: t('breakdown.nonTaxable'), monthly: e.nonTaxable },
          { label: t('breakdown.tax'), monthly: e.tax },
          { label: t('breakdown.net'), monthly: e.net, emphasis: true },
          {
            label: t('breakdown.employerHealth', { rate: pct(params.employer.health) }),
            monthly: e.employerHealth,
          },
          { label: t('breakdown.employerSocial'), monthly: e.employerSocial },
          ...fundRows(e.employerSocialFunds),
          { label: t('breakdown.accident', { rate: pct(params.employer.accident) }), monthly: e.accident },
          { label: t('breakdown.employerCost'), monthly: e.employerCost, emphasis: true },
        ]}
      />
      <FormTable
        id="soleTrader"
        title={t('forms.soleTrader.title')}
        rows={[
          {
            label: t('breakdown.revenue'),
            monthly: m(s.revenueYearly),
            yearly: s.revenueYearly,
            emphasis: true,
          },
          { label: t('breakdown.flatExpenses'), monthly: m(s.businessExpenses), yearly: s.businessExpenses },
          { label: t('breakdown.assessmentBase'), monthly: s.assessmentBaseMonthly, yearly: null },
          {
            label: t('breakdown.soleHealth', { rate: pct(params.soleTrader.health) }),
            monthly: s.healthMonthly,
            yearly: s.healthYearly,
          },
          s.socialApplies
            ? { label: t('breakdown.soleSocial'), monthly: s.socialMonthly, yearly: s.socialYearly }
            : {
                label: t(s.firstYear ? 'breakdown.noSocialFirstYear' : 'breakdown.noSocialThreshold'),
                monthly: 0,
                yearly: 0,
              },
          ...fundRows(s.socialFunds),
          { label: t('breakdown.expenses'), monthly: null, yearly: s.expenses },
          { label: t('breakdown.taxBase'), monthly: null, yearly: s.taxBase },
          { label: t('breakdown.nonTaxable'), monthly: null, yearly: s.nonTaxable },
          { label: t(`breakdown.tax_${s.taxRateKind}`), monthly: m(s.tax), yearly: s.tax },
          { label: t('breakdown.net'), monthly: s.netMonthly, yearly: s.netYearly, emphasis: true },
          { label: t('breakdown.dailyRate', { days: s.workingDays }), monthly: s.dailyRate, yearly: null },
        ]}
      />
      <FormTable
        id="company"
        title={t('forms.company.title')}
        rows={[
          {
            label: t('breakdown.companyRevenue'),
            monthly: m(c.revenueYearly),
            yearly: c.revenueYearly,
            emphasis: true,
          },
          { label: t('breakdown.accounting'), monthly: m(c.accountingYearly), yearly: c.accountingYearly },
          { label: t('breakdown.profit'), monthly: m(c.profit), yearly: c.profit },
          {
            label: t('breakdown.corporateTax', { rate: pct(c.corporateTaxRate) }),
            monthly: m(c.corporateTax),
            yearly: c.corporateTax,
          },
          { label: t('breakdown.dividend'), monthly: m(c.dividend), yearly: c.dividend },
          {
            label: t('breakdown.dividendTax', { rate: pct(c.dividendTaxRate) }),
            monthly: m(c.dividendTax),
            yearly: c.dividendTax,
          },
          { label: t('breakdown.ownerHealth'), monthly: m(c.ownerHealthYearly), yearly: c.ownerHealthYearly },
          {
            label: t('breakdown.ownerNet'),
            monthly: c.ownerNetMonthly,
            yearly: c.ownerNetYearly,
            emphasis: true,
          },
        ]}
      />
    </div>
  );
}
