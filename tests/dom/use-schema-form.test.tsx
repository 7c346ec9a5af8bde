import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignInForm } from '../../app/features/accounts/sign-in-form.tsx';
import { descriptionOf, InLanguage } from './support.tsx';

/**
 * `useSchemaForm` (app/lib/use-schema-form.ts) through a real form of the portal, the sign-in form,
 * on an in-memory router whose action records what reached it.
 */

let sent: Record<string, FormDataEntryValue>[] = [];

async function action({ request }: ActionFunctionArgs) {
  sent.push(Object.fromEntries(await request.formData()));
  return { done: true };
}

function SignInPage() {
  const done = useActionData<typeof action>();
  return done ? <p>Signed in</p> : <SignInForm lastResult={undefined} redirectTo={null} />;
}

function open(language: 'sk' | 'en' = 'en') {
  sent = [];
  const Stub = createRoutesStub([{ path: '/', Component: SignInPage, action }]);
  render(
    <InLanguage language={language}>
      <Stub />
    </InLanguage>,
  );
  return {
    email: screen.getByLabelText('E-mail', { selector: 'input' }),
    password: screen.getByLabelText(language === 'en' ? 'Password' : 'Heslo', { selector: 'input' }),
  };
}

describe('useSchemaForm (a form checked in the browser by its action’s schema)', () => {
  it('shows the translated error of a field when it loses focus, not before', async () => {
    const user = userEvent.setup();
    const { email } = open();
    await user.click(email);
    expect(descriptionOf(email)).not.toContain('Please fill in this field.');
    await user.tab();
    await screen.findByText('Please fill in this field.');
    expect(descriptionOf(email)).toContain('Please fill in this field.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks the page’s language', async () => {
    const user = userEvent.setup();
    const { email } = open('sk');
    await user.click(email);
    await user.tab();
    await screen.findByText('Vyplňte, prosím, toto pole.');
    expect(descriptionOf(email)).toContain('Vyplňte, prosím, toto pole.');
  });

  it('keeps what was typed, and checks again while typing once a field was checked', async () => {
    const user = userEvent.setup();
    const { email } = open();
    await user.type(email, 'jana@');
    await user.tab();
    await screen.findByText('Please enter a valid e-mail address.');
    expect(email).toHaveProperty('value', 'jana@');

    await user.click(email);
    await user.type(email, 'example.sk');
    expect(email).toHaveProperty('value', 'jana@example.sk');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not send a form with errors: focus moves to the first wrong field and the values stay', async () => {
    const user = userEvent.setup();
    const { email, password } = open();
    await user.type(email, 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Please fill in this field.');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(descriptionOf(password)).toContain('Please fill in this field.');
    expect(email).toHaveProperty('value', 'jana@example.sk');
    expect(sent).toEqual([]);

    await user.type(password, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Signed in');
    expect(sent).toEqual([
      expect.objectContaining({ email: 'jana@example.sk', password: 'correct horse', remember: 'on' }),
    ]);
  });
});
