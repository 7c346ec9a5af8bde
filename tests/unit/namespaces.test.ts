import { describe, expect, it } from 'vitest';
import { namespacesFor } from '../../app/i18n/namespaces.ts';

describe('catalogs a page gets', () => {
  it('leaves the account, profile and admin texts out of the public pages', () => {
    for (const path of ['/', '/en', '/de/jobs/12', '/en.data', '/en/kariera-it'])
      expect(namespacesFor(path), path).toEqual(['common', 'home', 'jobs', 'hints']);
    for (const path of ['/jobs', '/de/jobs', '/en/jobs.data'])
      expect(namespacesFor(path), path).toEqual(['common', 'home', 'jobs', 'hints', 'search', 'newsletter']);
  });

  it('adds the catalogs of the account pages, the profile and the admin area in every language', () => {
    expect(namespacesFor('/sign-in')).toContain('account');
    expect(namespacesFor('/en/sign-up/finishing')).toContain('account');
    expect(namespacesFor('/de/profile/email')).toEqual([
      'common',
      'home',
      'jobs',
      'account',
      'profile',
      'hints',
    ]);
    expect(namespacesFor('/account-deleted')).toContain('profile');
    expect(namespacesFor('/en/admin/outbox/abc.data')).toEqual(['common', 'home', 'jobs', 'admin', 'hints']);
    expect(namespacesFor('/profiles-of-companies')).not.toContain('profile');
  });

  it('gives the CV pages their catalog, although "cv" looks like a locale segment', () => {
    for (const path of [
      '/cv',
      '/cv/q3Xr0p9kR2m7YwZc1bT5gA',
      '/en/cv/q3Xr0p9kR2m7YwZc1bT5gA.data',
      '/de/profile/cv',
    ])
      expect(namespacesFor(path), path).toContain('cv');
    expect(namespacesFor('/en/jobs')).not.toContain('cv');
  });
});
