import type { z } from 'zod';

/**
 * A public list's query string (`keys` of `params`) as its query: a filter or cursor that is not valid
 * is left out rather than failing the page, so an edited address still shows a list.
 */
export function listQueryOf<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
  keys: readonly string[],
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
}
