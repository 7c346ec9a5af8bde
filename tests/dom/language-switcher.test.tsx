import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../app/features/layout/language-switcher.tsx';
import { InLanguage } from './support.tsx';

/**
 * The language switcher of the header, the sign-in pages and the frame pages
 * (docs/product/screens-and-routes.md): every language links to the current page with its query —
 * sign-in and sign-up like every other page — or to the translations a page names.
 */

function Page() {
  const location = useLocation();
  return (
    <>
      <LanguageSwitcher />
      <output aria-label="address">{location.pathname + location.search}</output>
    </>
  );
}

const Stub = createRoutesStub([
  {
    path: '/:lang?/blog/:slug',
    Component: Page,
    HydrateFallback: () => null,
    loader: () => ({ languageLinks: { sk: '/blog/ako-prijimame', de: '/de/blog/wie-wir-einstellen' } }),
  },
  { path: '*', Component: Page },
]);

/** The switcher's links on `address` (an English page): language → where it leads. */
async function linksOn(address: string) {
  render(
    <InLanguage language="en">
      <Stub initialEntries={[address]} />
    </InLanguage>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Language' });
  return {
    sk: screen.getByRole('link', { name: 'Slovenčina' }).getAttribute('href'),
    en: screen.getByRole('link', { name: 'English' }).getAttribute('href'),
    de: screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href'),
    current: [...nav.querySelectorAll('[aria-current="true"]')].map((link) => link.getAttribute('hreflang')),
  };
}

describe('the language switcher', () => {
  it('links each language to the same page and query, on sign-in and sign-up as on any page', async () => {
    for (const [page, query] of [
      ['/sign-in', '?redirectTo=%2Fprofile%2Fcv'],
      ['/sign-up', '?redirectTo=%2Fjobs%2F12%2Fapply&reason=apply'],
      ['/jobs', '?q=java&type=contract'],
      ['/profile/email', ''],
    ]) {
      const links = await linksOn(`/en${page}${query}`);
      expect(links, page).toEqual({
        sk: `${page}${query}`,
        en: `/en${page}${query}`,
        de: `/de${page}${query}`,
        current: ['en'],
      });
      cleanup();
    }
    expect((await linksOn('/en')).sk).toBe('/');
  });

  it("leads to a page's translations where it names them, else to the same page", async () => {
    expect(await linksOn('/en/blog/how-we-hire?ref=home')).toEqual({
      sk: '/blog/ako-prijimame',
      en: '/en/blog/how-we-hire?ref=home',
      de: '/de/blog/wie-wir-einstellen',
      current: ['en'],
    });
  });

  it('goes to the page in the chosen language and remembers the choice', async () => {
    await linksOn('/en/sign-in?redirectTo=%2Fprofile');
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/de/sign-in?redirectTo=%2Fprofile',
    );
    expect(localStorage.getItem('preferred-locale')).toBe('de');
    expect(document.cookie).toContain('preferred-locale=de');
  });
});
