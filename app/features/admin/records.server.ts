import { data, type AppLoadContext } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { requireAdmin } from './guard.server.ts';
import { CONFIRMED, type AskFirst } from './intent-form.tsx';

/** A positive integer id of a URL, else the page's 404. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/**
 * The start of an admin action on one record chosen by an `intent`: only for admins, the record's id
 * from the URL (else the page's 404), and the posted form.
 */
export async function recordIntent({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: AppLoadContext;
}): Promise<{ id: number; formData: FormData; intent: FormDataEntryValue | null }> {
  requireAdmin(context);
  const id = parseId(params.id);
  const formData = await request.formData();
  return { id, formData, intent: formData.get('intent') };
}

/** Runs a use case that reads or writes one record: its NOT_FOUND becomes the page's 404. */
export async function adminRecord<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}

/** The one-based page of a list's `?page=`. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A trimmed text query of at most 200 characters, or undefined. */
export function queryParam(params: URLSearchParams, name = 'query'): string | undefined {
  const value = (params.get(name) ?? '').trim().slice(0, 200);
  return value || undefined;
}

/** A value of `allowed`, or undefined. */
export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * The confirmation step of a state-changing or destructive intent (ADR 140): null when the request
 * says `confirmed=yes`, else the answer that makes the page ask, with the fields in `carry` to send
 * again. Enter in a form, a stray click or a crafted post without it changes nothing.
 */
export function askFirst(formData: FormData, intent: string, carry: readonly string[] = []): AskFirst | null {
  if (formData.get(CONFIRMED) === 'yes') return null;
  const carried: Record<string, string> = {};
  for (const name of carry) {
    const value = formData.get(name);
    if (typeof value === 'string') carried[name] = value;
  }
  return { confirm: intent, carried };
}
