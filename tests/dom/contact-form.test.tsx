import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '../../app/features/contact/contact-form.tsx';
import { catalogs, InLanguage } from './support.tsx';

/**
 * The about-us form's error summary names each field by the label the page shows, and its consent
 * error speaks of the consent asked (processing the sender's data to answer), not of terms and
 * conditions.
 */
describe('the about-us contact form', () => {
  it.each([
    [
      'en',
      'Send the message',
      'Please agree to the processing of your personal data so that we can answer you.',
    ],
    [
      'sk',
      'Odoslať správu',
      'Súhlaste, prosím, so spracovaním osobných údajov, aby sme vám mohli odpovedať.',
    ],
    [
      'de',
      'Nachricht senden',
      'Bitte stimmen Sie der Verarbeitung Ihrer personenbezogenen Daten zu, damit wir Ihnen antworten können.',
    ],
  ] as const)(
    'names the message field by its label and the consent by what it is (%s)',
    async (language, _, consent) => {
      const user = userEvent.setup();
      const about = (catalogs(language).company as { about: { form: Record<string, string> } }).about.form;
      const Stub = createRoutesStub([
        {
          path: '/',
          Component: () => (
            <ContactForm
              lastResult={undefined}
              source="about-us"
              texts={{ message: about.message, messageHint: about.messageHint, submit: about.submit }}
            />
          ),
        },
      ]);
      render(
        <InLanguage language={language}>
          <Stub />
        </InLanguage>,
      );
      await user.click(screen.getByRole('button', { name: about.submit }));
      const summary = await screen.findByRole('alert');
      const links = within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links.some((text) => text?.includes(about.message!))).toBe(true);
      expect(summary.textContent).not.toContain(
        (catalogs(language).forms as { contactForm: { fields: { message: string } } }).contactForm.fields
          .message,
      );
      expect(document.body.textContent).toContain(consent);
      expect(document.body.textContent).not.toMatch(
        /terms and conditions|obchodné podmienky|Nutzungsbedingungen|AGB/i,
      );
    },
  );
});
