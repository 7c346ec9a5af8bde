import { redirect, type AppLoadContext } from 'react-router';
import type { AuthErrorCode } from '../../../../contracts/account.ts';
import { localizePath } from '../../../../core/shared/locale.ts';
import type { AuthOutcome } from '../../../../server/account-types.ts';
import { cookieHeaders } from '../headers.server.ts';
import { PROMPT_PASSWORD_FIELD, type PasswordPromptRequest, type SettingsIntent } from './protocol.ts';

/** The outcome of a sensitive call, telling a failed re-authentication apart from a failed call. */
export type SensitiveOutcome =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      /** `reauthenticate`: the password was refused; `call`: the sensitive method itself failed. */
      step: 'reauthenticate' | 'call';
      code: AuthErrorCode;
      status: number;
      headers: Headers;
    };

/**
 * Runs a sensitive account method (docs/product/roles.md: needs a recent sign-in). With a `password`, it first
 * re-authenticates — `always` for the password prompt, `stale` for forms that ask for the current
 * password anyway (only when the session is not fresh) — and then, in the same request, calls the
 * method: the server makes the session fresh in place. Every cookie of both calls is kept.
 */
export async function runSensitive(
  context: AppLoadContext,
  options: { password?: string | undefined; reauthenticate: 'always' | 'stale' },
  call: () => Promise<AuthOutcome>,
): Promise<SensitiveOutcome> {
  const cookies: (Headers | undefined)[] = [];
  const stale = !context.account.session?.fresh;
  if (options.password !== undefined && (options.reauthenticate === 'always' || stale)) {
    const proof = await context.account.reauthenticate({ password: options.password });
    if (!proof.ok) {
      return {
        ok: false,
        step: 'reauthenticate',
        code: proof.code,
        status: proof.status,
        headers: cookieHeaders(proof.headers),
      };
    }
    cookies.push(proof.headers);
  }
  const outcome = await call();
  cookies.push(outcome.headers);
  const headers = cookieHeaders(...cookies);
  return outcome.ok
    ? { ok: true, headers }
    : { ok: false, step: 'call', code: outcome.code, status: outcome.status, headers };
}

/** The prompt's password from a form: undefined when the form did not come from the prompt. */
export function promptPassword(formData: FormData): string | undefined {
  const value = formData.get(PROMPT_PASSWORD_FIELD);
  return typeof value === 'string' ? value : undefined;
}

/** Codes of a refused password that the prompt shows as "wrong password". */
const WRONG_PASSWORD = new Set<AuthErrorCode>(['wrong_password', 'invalid_credentials']);

/**
 * The reply that opens (or keeps open) the password prompt: the intent, the pending fields and the
 * message for a refused password (`wrong_password`, `too_many_requests`, …) or an empty one.
 */
export function passwordPrompt(
  intent: SettingsIntent,
  fields: Record<string, string>,
  problem: AuthErrorCode | 'required' | null = null,
): PasswordPromptRequest {
  const error =
    problem === null
      ? null
      : problem === 'required'
        ? 'validation.required'
        : `auth.errors.${WRONG_PASSWORD.has(problem) ? 'wrong_password' : problem}`;
  return { intent, fields, error, attempt: Date.now() };
}

/** The social providers linked to the signed-in account, with their brand names. */
export function linkedProviders(
  context: AppLoadContext,
): { id: string; name: string; configured: boolean }[] {
  const session = context.account.session;
  if (!session) return [];
  return session.providers
    .filter((id) => id !== 'credential')
    .map((id) => {
      const configured = context.account.socialProviders.find((p) => p.id === id);
      return {
        id,
        name: configured?.name ?? id.charAt(0).toUpperCase() + id.slice(1),
        configured: Boolean(configured),
      };
    });
}

/**
 * Re-authentication of a social-only account (it has no password to prompt for): a fresh sign-in
 * with one of its providers, which comes back to `backPath` (unprefixed) with a fresh session.
 */
export async function startSocialReauth(
  context: AppLoadContext,
  formData: FormData,
  backPath: string,
): Promise<{ ok: true; response: Response } | { ok: false; code: AuthErrorCode; status: number }> {
  const provider = String(formData.get('provider') ?? '');
  const linked = linkedProviders(context).some((p) => p.id === provider && p.configured);
  if (!linked) return { ok: false, code: 'unsupported_provider', status: 400 };
  const path = localizePath(context.locale, backPath);
  const outcome = await context.account.signInSocial({ provider, callbackPath: path, errorPath: path });
  if (!outcome.ok) return outcome;
  return { ok: true, response: redirect(outcome.url, { headers: cookieHeaders(outcome.headers) }) };
}

/** A social provider sends people back with `?error=…` when the re-authentication failed. */
export function socialReturnError(request: Request): AuthErrorCode | null {
  return new URL(request.url).searchParams.has('error') ? 'unknown' : null;
}
