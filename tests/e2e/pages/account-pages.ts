import type { Page } from 'playwright-core';
import { settled } from '../support/browser.ts';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;
/** A person with a unique e-mail address. */
export function newPerson(prefix = 'eva'): NewAccount {
  counter += 1;
  return {
    firstName: 'Eva',
    lastName: 'Ďurišová',
    email: `${prefix}.${Date.now()}.${counter}@example.sk`,
    password: 'Tatry-Lomnica-2026',
  };
}

/** The registration form (`/en/sign-up`): fills it as a person would. */
export class SignUpPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(lang = 'en') {
    await this.page.goto(`${this.baseUrl}/${lang}/sign-up`);
    await settled(this.page);
  }

  async fill(person: NewAccount, { technology = 'TypeScript' } = {}) {
    const p = this.page;
    await p.getByLabel('First name').fill(person.firstName);
    await p.getByLabel('Last name').fill(person.lastName);
    await p.getByLabel('E-mail', { exact: true }).fill(person.email);
    await p.getByLabel('Password', { exact: true }).fill(person.password);
    await p.getByLabel('Country calling code').selectOption('SVK');
    await p.getByLabel('Phone number', { exact: true }).fill('905 123 456');
    await p.getByLabel('City').fill('Banská Bystrica');
    await p.getByLabel('Country', { exact: true }).selectOption('SK');
    await p.getByLabel('Profession').selectOption('BACKEND');
    await p.getByLabel('Years of experience').selectOption('2');
    await this.pickTechnology(technology);
    await p.getByLabel('How did you find out about us?').selectOption('google');
    await p.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  }

  async pickTechnology(name: string) {
    const box = this.page.getByRole('combobox', { name: 'Technologies' });
    await box.fill(name.slice(0, 4));
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await settled(this.page);
  }
}

/** The sign-in page (`/en/sign-in`). */
export class SignInPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(lang = 'en', query = '') {
    await this.page.goto(`${this.baseUrl}/${lang}/sign-in${query}`);
    await settled(this.page);
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await settled(this.page);
  }
}

/** The header's user menu: who is signed in, and signing out. */
export class UserMenu {
  constructor(private readonly page: Page) {}

  /** The disclosure that opens the menu (its label carries the person's name). */
  trigger(name: string) {
    return this.page.locator('header summary', { hasText: name });
  }

  async signOut(name: string) {
    await this.trigger(name).click();
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out once the header offers signing in again.
    await this.page.locator('header').getByRole('link', { name: 'Sign in' }).first().waitFor();
    await settled(this.page);
  }
}
