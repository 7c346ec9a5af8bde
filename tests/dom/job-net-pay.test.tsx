import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { computeNetPay } from '../../core/jobs/net-pay.ts';
import { JobForm } from '../../app/features/jobs/job-form.tsx';
import { payRequiredReply } from '../../app/features/jobs/job-form.server.ts';
import { NetPayFigure, NetPayTable } from '../../app/features/jobs/net-pay.tsx';
import { InLanguage } from './support.tsx';

afterEach(cleanup);

const contract = computeNetPay(
  {
    legalRelationType: 'contract',
    hourlyRate: null,
    mdBudgetFrom: 440,
    mdBudgetTo: 520,
    monthlySalaryFrom: null,
    monthlySalaryTo: null,
  },
  2026,
);
const salary = computeNetPay(
  {
    legalRelationType: 'permanent',
    hourlyRate: null,
    mdBudgetFrom: null,
    mdBudgetTo: null,
    monthlySalaryFrom: 2400,
    monthlySalaryTo: 3200,
  },
  2026,
);

function show(node: React.ReactNode, language: 'sk' | 'en' | 'de') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{node}</> }]);
  render(
    <InLanguage language={language}>
      <Stub />
    </InLanguage>,
  );
}

describe("a job's net pay on its card and page", () => {
  it("the card shows one figure, the best form of work, in the visitor's language and number format", () => {
    const best = contract.company!.to > contract.soleTrader!.to ? 'company' : 'soleTrader';
    const middle = Math.round((contract[best]!.from + contract[best]!.to) / 2);
    show(<NetPayFigure netPay={contract} />, 'sk');
    const sk = screen.getByTestId('net-pay-figure').textContent!;
    expect(sk.replace(/\s/g, ' ')).toBe(
      `≈ ${new Intl.NumberFormat('sk-SK').format(middle).replace(/\s/g, ' ')} € v čistom mesačne ${best === 'company' ? 'cez s.r.o.' : 'na živnosť'}`,
    );
    cleanup();
    show(<NetPayFigure netPay={salary} />, 'de');
    expect(screen.getByTestId('net-pay-figure').textContent).toMatch(
      /^≈ €\s\d\.\d{3} netto\/Monat angestellt$/,
    );
    cleanup();
    show(<NetPayFigure netPay={{ taxYear: 2026 }} />, 'en');
    expect(screen.queryByTestId('net-pay-figure')).toBeNull();
  });

  it('the page lists every form the job allows, the assumptions and a link into the calculator', () => {
    show(<NetPayTable netPay={contract} />, 'en');
    const table = screen.getByTestId('net-pay-table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual([
      'Sole trader (živnosť) from the second year',
      'Sole trader in the first year',
      'Through a limited company (s.r.o.)',
      'Equivalent employee gross salary',
    ]);
    const soleTrader = within(table).getByRole('row', { name: /second year/ });
    const eur = (n: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        Math.round(n),
      );
    expect(soleTrader.textContent).toContain(
      `${eur(contract.soleTrader!.from)} – ${eur(contract.soleTrader!.to)}`,
    );
    expect(table.textContent).toMatch(/Tax year 2026 rules, 20 working days of 8 hours a month/);
    expect(
      within(table)
        .getByRole('link', { name: /salary calculator/ })
        .getAttribute('href'),
    ).toBe(`/en/salary-calculator?amount=${contract.calculatorAmount}&year=2026`);
    cleanup();
    show(<NetPayTable netPay={salary} />, 'sk');
    expect(
      within(screen.getByTestId('net-pay-table'))
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Zamestnanec (čistá mzda)']);
    expect(screen.getByRole('link', { name: /mzdovej kalkulačke/ }).getAttribute('href')).toMatch(
      /^\/salary-calculator\?amount=\d+(\.\d+)?&year=2026$/,
    );
  });
});

describe('the job form and pay', () => {
  const options = { professions: [], countries: [], admins: [], technologies: [] };
  for (const [language, sentence] of [
    ['sk', 'smernica EÚ o transparentnosti odmeňovania 2023/970'],
    ['en', 'EU Pay Transparency Directive 2023/970'],
    ['de', 'EU-Entgelttransparenzrichtlinie 2023/970'],
  ] as const)
    it(`says why pay is asked for, and why publishing without it was refused (${language})`, () => {
      show(<JobForm mode="edit" lastResult={undefined} defaultValue={{}} options={options} />, language);
      expect(document.body.textContent).toContain(sentence);
      cleanup();
      show(
        <JobForm mode="edit" lastResult={payRequiredReply()} defaultValue={{}} options={options} />,
        language,
      );
      const alert = screen.getAllByRole('alert')[0]!;
      expect(alert.textContent).toContain(sentence);
    });
});
