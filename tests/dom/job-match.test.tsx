import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../contracts/jobs.ts';
import { JobCard } from '../../app/features/jobs/job-card.tsx';
import { MatchChip, MatchPanel } from '../../app/features/jobs/match-reasons.tsx';
import { jobMatch } from '../../core/matching/job-match.ts';
import { InLanguage } from './support.tsx';

afterEach(cleanup);

/** The example: a senior Kotlin job, and a CV with Kotlin 5 years and PostgreSQL 3. */
const job: JobSummary = {
  id: 7,
  name: 'Backend developer (Kotlin)',
  language: 'de',
  city: 'Bratislava',
  partner: 'Partner',
  profession: { value: 'BACKEND', displayString: 'Backend' },
  requiredLevels: ['senior'],
  states: [],
  expertises: [{ name: 'Kotlin' }, { name: 'PostgreSQL' }, { name: 'Kafka' }],
  tags: [],
  legalRelationType: 'contract',
  remoteOfficePercentage: 50,
  hourlyRate: 50,
  mdBudgetFrom: null,
  mdBudgetTo: null,
  monthlySalaryFrom: null,
  monthlySalaryTo: null,
  publishedAt: null,
  jobStartDate: null,
  projectLengthInMonths: null,
  topOffer: false,
  netPay: null,
};
const match = jobMatch(
  {
    technologies: [
      { name: 'kotlin', years: 5 },
      { name: 'PostgreSQL', years: 3 },
      { name: 'React', years: 2 },
    ],
    experienceYears: 4.5,
    profession: 'FULLSTACK',
    languages: ['sk'],
  },
  job,
);

function show(node: React.ReactNode, language: 'sk' | 'en' | 'de') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{node}</> }]);
  render(
    <InLanguage language={language}>
      <Stub />
    </InLanguage>,
  );
}

const reasons = () =>
  within(screen.getByTestId('match-reasons'))
    .getAllByRole('listitem')
    .map((li) => li.textContent!.replace(/\s/g, ' '));

describe("a candidate's match on the job page and the card", () => {
  it('the page puts the reasons in words in English, as the issue writes them', () => {
    show(<MatchPanel match={match} profession="Backend" />, 'en');
    const panel = screen.getByTestId('match-panel');
    expect(within(panel).getByRole('heading', { name: /How you match/ }).textContent).toContain(
      `${match.score}%`,
    );
    expect(reasons()).toEqual([
      'Kotlin 5 years (asked 3+), PostgreSQL 3 years; missing: Kafka',
      'Backend is close to your profession',
      'Experience 4.5 years (asked 3+)',
      'Your CV does not list the ad’s language (German) at B2 or better',
    ]);
  });

  it('in Slovak with its plurals and decimal comma, and in German', () => {
    show(<MatchPanel match={match} profession="Backend" />, 'sk');
    expect(reasons()).toEqual([
      'Kotlin 5 rokov (požaduje sa 3+), PostgreSQL 3 roky; chýba: Kafka',
      'Profesia Backend je blízka vašej',
      'Prax 4,5 roka (požaduje sa 3+)',
      'Jazyk inzerátu (nemčina) nemáte v životopise aspoň na úrovni B2',
    ]);
    cleanup();
    show(<MatchPanel match={match} profession="Backend" />, 'de');
    expect(reasons()[0]).toBe('Kotlin 5 Jahre (gefordert 3+), PostgreSQL 3 Jahre; fehlt: Kafka');
    expect(reasons()[2]).toBe('Berufserfahrung 4,5 Jahre (gefordert 3+)');
  });

  it('a CV without technologies gets no score but what to add, with a link to the CV editor', () => {
    const none = jobMatch(
      { technologies: [], experienceYears: 9, profession: 'BACKEND', languages: ['de'] },
      job,
    );
    show(<MatchPanel match={none} profession="Backend" />, 'sk');
    const panel = screen.getByTestId('match-panel');
    expect(panel.textContent).toContain('Pridajte si do životopisu technológie');
    expect(panel.textContent).not.toMatch(/\d+\s?%/);
    expect(within(panel).getByRole('link', { name: 'Upraviť životopis' }).getAttribute('href')).toBe(
      '/profile/cv',
    );
    expect(screen.queryByTestId('match-reasons')).toBeNull();
    cleanup();
    show(<MatchChip match={none} />, 'sk');
    expect(screen.queryByTestId('match-chip')).toBeNull();
  });

  it('the card shows the score as a chip only when the job carries a match', () => {
    show(<JobCard job={{ ...job, match }} />, 'de');
    expect(screen.getByTestId('match-chip').textContent!.replace(/\s/g, ' ')).toBe(
      `${match.score} % Übereinstimmung`,
    );
    cleanup();
    show(<JobCard job={job} />, 'de');
    expect(screen.queryByTestId('match-chip')).toBeNull();
    cleanup();
    show(<MatchPanel match={undefined} profession="Backend" />, 'en');
    expect(screen.queryByTestId('match-panel')).toBeNull();
  });
});
