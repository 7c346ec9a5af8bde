import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignedUpNotice } from '../../app/features/accounts/signed-up-notice.tsx';
import { InLanguage } from './support.tsx';

/**
 * The page a new account lands on after sign-up: it says that the confirmation link went to the
 * address given, and sends it again through the (rate-limited) resend route.
 */
let resent = 0;

function open(path: string, emailVerified = false, language: 'en' | 'sk' | 'de' = 'en') {
  resent = 0;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: { name: 'Eva', email: 'eva@example.sk', role: 'user', emailVerified } }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <SignedUpNotice />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        {
          path: 'resend-verification',
          action: async (_: ActionFunctionArgs) => {
            resent++;
            return { ok: true };
          },
        },
        {
          path: ':lang/resend-verification',
          action: async (_: ActionFunctionArgs) => {
            resent++;
            return { ok: true };
          },
        },
      ],
    },
  ]);
  render(
    <InLanguage language={language}>
      <Stub initialEntries={[path]} />
    </InLanguage>,
  );
}

describe('after sign-up', () => {
  it('says where the confirmation link went, and sends it again', async () => {
    const user = userEvent.setup();
    open('/?signedUp=1');
    const notice = await screen.findByRole('region', {
      name: 'Your account is ready – now confirm your e-mail',
    });
    expect(notice.textContent).toContain('We sent a confirmation link to eva@example.sk.');
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await within(notice).findByText('We sent a new link to eva@example.sk.');
    expect(resent).toBe(1);
  });

  it('speaks Slovak on the Slovak site', async () => {
    open('/?signedUp=1', false, 'sk');
    await screen.findByRole('region', { name: 'Účet je vytvorený – ešte potvrďte e-mail' });
  });

  it('says nothing once the address is confirmed, or on a page not reached from sign-up', async () => {
    open('/?signedUp=1', true);
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
