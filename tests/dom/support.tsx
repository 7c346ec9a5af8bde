import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../app/i18n/react.tsx';
import type { Messages } from '../../app/i18n/translator.ts';

/** Every catalog of `language` as the browser's translator receives them. */
export function catalogs(language: 'sk' | 'en' | 'de'): Messages {
  const dir = path.resolve('locales', language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

/** `children` in `language` with the real catalogs. */
export function InLanguage({ language, children }: { language: 'sk' | 'en' | 'de'; children: ReactNode }) {
  return (
    <I18nProvider language={language} messages={catalogs(language)}>
      {children}
    </I18nProvider>
  );
}

/** What assistive technology reads as a control's description (its `aria-describedby` texts). */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}
