import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let long: { test(password: string): boolean } | undefined;
let short: Set<string> | undefined;

/**
 * Whether `password` is among the most common passwords, compared case-insensitively: Mozilla's
 * list of common passwords of 8 and more characters (`fxa-common-password-list`, as Firefox Accounts
 * uses it) and, for the 6 and 7 characters the portal allows, the 3,000 most common such passwords
 * of the OWASP SecLists top-million list (CC BY-SA 3.0) plus a few Slovak and German ones, in
 * `common-short-passwords.txt`.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (password.length < 8) {
    short ??= new Set(
      readFileSync(new URL('./common-short-passwords.txt', import.meta.url), 'utf8')
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    );
    return short.has(lower);
  }
  long ??= require('fxa-common-password-list') as { test(password: string): boolean };
  return long.test(password) || long.test(lower);
}
