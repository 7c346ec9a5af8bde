import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  postLoginDestination,
  requireGuest,
  requireUser,
} from '../../app/features/accounts/guards.server.ts';
import {
  inLanguage,
  safeRedirectPath,
  usableTarget,
} from '../../app/features/accounts/redirect-target.server.ts';
import type { SessionView } from '../../server/account-types.ts';

const session = (overrides: Partial<SessionView> = {}): SessionView => ({
  user: { id: 'u1', email: 'eva@example.sk', name: 'Eva', emailVerified: true, role: 'user', image: null },
  signedInAt: new Date().toISOString(),
  fresh: true,
  signupFinished: true,
  hasPassword: true,
  providers: ['credential'],
  appLanguage: 'sk',
  ...overrides,
});

const context = (s: SessionView | null, locale: 'sk' | 'en' = 'en') =>
  ({ locale, publicUrl: 'https://kariera.test', account: { session: s } }) as unknown as AppLoadContext;

const request = (url: string, cookie?: string) =>
  new Request(`https://kariera.test${url}`, cookie ? { headers: { cookie } } : {});

/** The Response a guard throws. */
function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the guard let the request through');
}

describe('safe redirect targets', () => {
  it.each([
    ['/en/profile', '/en/profile'],
    ['/jobs?page=2#top', '/jobs?page=2#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/a\u0000b', null],
    ['/sk//evil.example', '/sk/evil.example'],
    ['/en//evil.example/x?y=1', '/en/evil.example/x?y=1'],
    ['', null],
    [42, null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('never sends back to the sign-up steps or other account-flow pages', () => {
    expect(usableTarget('/en/sign-up/finishing')).toBeNull();
    expect(usableTarget('/sign-in')).toBeNull();
    expect(usableTarget('/de/forgot-password?x=1')).toBeNull();
    expect(usableTarget('/de/profile/email')).toBe('/de/profile/email');
  });
});

describe('navigation rules (docs/product/screens-and-routes.md)', () => {
  it('sends anonymous visitors of a protected page to sign-in and remembers the page for 30 minutes', () => {
    const response = thrown(() => requireUser(request('/en/profile/newsletter?x=1'), context(null)));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/sign-in');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`redirect-target=${encodeURIComponent('/en/profile/newsletter?x=1')}`);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
  });

  it('after sign-in goes to the stored target and deletes the cookie, else home', () => {
    const stored = postLoginDestination(
      request('/en/sign-in', 'redirect-target=%2Fen%2Fprofile%2Fnewsletter'),
      context(null),
    );
    expect(stored.path).toBe('/en/profile/newsletter');
    expect(stored.headers.get('set-cookie')).toMatch(/^redirect-target=; Max-Age=0/);
    expect(postLoginDestination(request('/en/sign-in'), context(null)).path).toBe('/en');
    expect(
      postLoginDestination(request('/sign-in', 'redirect-target=%2F%2Fevil.example'), context(null, 'sk'))
        .path,
    ).toBe('/');
  });

  it('never leaves the site after sign-in when the target names a language followed by //host', () => {
    for (const target of ['/sk//evil.example', '/en//evil.example', '/de/\\evil.example', '/sk/%2F/evil']) {
      const { path } = postLoginDestination(request('/sign-in'), context(null, 'sk'), { preferred: target });
      // The sign-in action then puts the destination into the account's language.
      for (const locale of ['sk', 'en', 'de'] as const) {
        const final = inLanguage(path, locale);
        expect(final.startsWith('/'), final).toBe(true);
        expect(/^[/\\]{2}/.test(final), final).toBe(false);
        expect(new URL(final, 'https://kariera.test').host).toBe('kariera.test');
      }
    }
  });

  it('sends a signed-in person away from guest-only pages', () => {
    const response = thrown(() => requireGuest(request('/en/sign-in'), context(session())));
    expect(response.headers.get('location')).toBe('/en');
    expect(requireGuest(request('/en/sign-in'), context(null))).toBeUndefined();
  });

  it('sends a new user without a finished profile to finish-signup, keeping the earlier target', () => {
    const unfinished = context(session({ signupFinished: false }));
    const response = thrown(() => requireUser(request('/en/profile/privacy'), unfinished));
    expect(response.headers.get('location')).toBe('/en/sign-up/finishing');
    expect(response.headers.get('set-cookie')).toContain(encodeURIComponent('/en/profile/privacy'));
    const after = postLoginDestination(
      request('/en/sign-up/finishing', `redirect-target=${encodeURIComponent('/en/profile/privacy')}`),
      unfinished,
      { signupFinished: true },
    );
    expect(after.path).toBe('/en/profile/privacy');
  });

  it('goes home after finishing the sign-up when the target was finish-signup, sign-in or sign-up', () => {
    for (const target of ['/en/sign-up/finishing', '/en/sign-in', '/en/sign-up']) {
      const after = postLoginDestination(
        request('/en/sign-up/finishing', `redirect-target=${encodeURIComponent(target)}`),
        context(session({ signupFinished: false })),
        { signupFinished: true },
      );
      expect(after.path).toBe('/en');
    }
  });
});
