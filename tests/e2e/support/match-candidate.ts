import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { validRegistration } from '../../factories/registration.ts';
import { portalApi, signUpInBrowser } from './api.ts';
import { confirmAddress, outboxMailbox } from './mailbox.ts';

/** The technologies the listed jobs ask for, the most asked first. */
export async function commonTechnologies(base: string): Promise<string[]> {
  const jobs = await portalApi(() => base).json<{ page: { content: { expertises: { name: string }[] }[] } }>(
    'POST',
    '/api/job-descriptions',
    { body: { size: 100 } },
  );
  const counts = new Map<string, number>();
  for (const job of jobs.page.content)
    for (const { name } of job.expertises) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/**
 * A new backend candidate signed in on `page` (a server of `base` whose outbox is in `dataDir`), with
 * a verified address and a CV of `technologies` (the first 5–10 years, the others 2).
 */
export async function candidateWithCv(page: Page, base: string, dataDir: string, technologies: string[]) {
  const person = validRegistration({ profession: 'BACKEND' });
  await signUpInBrowser(page, base, person);
  await confirmAddress(outboxMailbox(dataDir), String(person.email));
  const saved = await page.request.put(`${base}/api/candidates/my/cv`, {
    headers: { origin: base },
    data: {
      languages: [{ language: 'Slovenčina', level: 'native' }],
      technologies: technologies.map((name, i) => ({ name, years: i ? '2' : '5-10', specialization: !i })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
