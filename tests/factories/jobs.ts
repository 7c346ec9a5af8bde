import { expect } from 'vitest';
import type { apiCaller } from '../setup/api-users.ts';

/** A job as the admin API takes it: a Kotlin contract in Košice at 45 €/h, with `overrides`. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kotlin vývojár',
    description: 'Hľadáme vývojára.',
    language: 'sk',
    city: 'Košice',
    countryCode: 'SK',
    partner: 'Banka a.s.',
    profession: 'BACKEND',
    requiredLevels: ['senior'],
    expertises: ['Kotlin'],
    tags: [],
    legalRelationType: 'contract',
    remoteOfficePercentage: 0,
    hourlyRate: 45,
    mdBudgetFrom: null,
    mdBudgetTo: null,
    monthlySalaryFrom: null,
    monthlySalaryTo: null,
    jobStartDate: '2027-01-15',
    projectLengthInMonths: 12,
    extensionPossible: true,
    topOffer: false,
    topOrder: 1000,
    requirements: [],
    benefits: [],
    responsibleHrUserId: null,
    responsibleHrName: 'Zuzana Kováčová',
    validThrough: '2027-06-30',
    available: true,
    ...overrides,
  };
}

/**
 * Publishes a Kotlin contract in Košice (backend, senior) through the admin API and returns its id:
 * the "new matching job" of the newsletter and job-alert tests.
 */
export async function publishJob(call: ReturnType<typeof apiCaller>, adminCookie: string, name: string) {
  const response = await call('POST', '/api/admin/jobs?publish=true', {
    cookie: adminCookie,
    body: jobBody({ name }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number };
}
