import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeleteAccountForm } from '../../app/features/accounts/settings/delete-account.tsx';
import { InLanguage } from './support.tsx';

/**
 * Deleting the account: the box to tick and its error say what the user confirms (the account and
 * its data are deleted for good), not that they accept terms and conditions.
 */
describe('the account deletion form', () => {
  it.each([
    ['en', 'Delete my account permanently', /account and all (my|its) data will be deleted permanently/],
    ['sk', 'Natrvalo zmazať môj účet', /účet a všetky (moje|jeho) údaje budú natrvalo zmazané/],
    ['de', 'Mein Konto dauerhaft löschen', /Konto und alle (meine|seine) Daten dauerhaft gelöscht/],
  ] as const)('speaks of the deletion, not of terms (%s)', async (language, submit, deletion) => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([
      { path: '/', Component: () => <DeleteAccountForm lastResult={undefined} withPassword={false} /> },
    ]);
    render(
      <InLanguage language={language}>
        <Stub />
      </InLanguage>,
    );
    const box = screen.getByRole('checkbox', { name: deletion });
    await user.click(screen.getByRole('button', { name: submit }));
    // The error is tied to the box and names the same thing.
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    const errorIds = (box.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const error = errorIds.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(error).toMatch(deletion);
    expect(document.body.textContent ?? '').not.toMatch(/terms|conditions|podmien|Bedingungen|AGB/i);
  });
});
