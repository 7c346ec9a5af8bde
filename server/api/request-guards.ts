import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { hasUnstorableCharacters } from '../../contracts/text.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { hasSessionCredentials } from '../account-gateway.ts';
import { appErrorProblem, problemResponse } from '../middleware/problem.ts';
import type { ApiEnv } from './env.ts';

/** How deep a JSON body may nest: far beyond any of the API's schemas, far below a stack overflow. */
export const MAX_JSON_DEPTH = 32;

/** What the guards need to know of one operation of the OpenAPI document. */
export interface GuardedOperation {
  method: string;
  /** The OpenAPI path under /api, e.g. `/admin/jobs/{id}`. */
  path: string;
  pattern: RegExp;
  /** Declares a security requirement that anonymous callers cannot meet. */
  secured: boolean;
  /** Under /admin/: the admin role is needed as well. */
  admin: boolean;
  /** Media types of the request body (lower case), or null when it has none. */
  bodyTypes: string[] | null;
}

type RouteDefinition = {
  type: string;
  route?: {
    method: string;
    path: string;
    security?: Record<string, string[]>[];
    request?: { body?: { content?: Record<string, unknown> } };
  };
};

/** The operations of `api`'s OpenAPI registry, literal paths before parameterised ones. */
export function operationsOf(api: OpenAPIHono<ApiEnv>): GuardedOperation[] {
  return (api.openAPIRegistry.definitions as RouteDefinition[])
    .flatMap((d) => (d.type === 'route' && d.route ? [d.route] : []))
    .map((route) => {
      const security = route.security ?? [];
      return {
        method: route.method.toUpperCase(),
        path: route.path,
        pattern: new RegExp(
          `^${route.path
            .split(/\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}/?$`,
        ),
        secured: security.length > 0 && security.every((r) => Object.keys(r).length > 0),
        admin: route.path.startsWith('/admin/'),
        bodyTypes: route.request?.body?.content
          ? Object.keys(route.request.body.content).map((t) => t.toLowerCase())
          : null,
      };
    })
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
}

/** The media type of a Content-Type header, without parameters, in lower case. */
const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

const isJson = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
const isForm = (type: string) =>
  type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';

const accepts = (declared: string[], type: string) =>
  declared.some((d) => d === type || d === '*/*' || (d.endsWith('/*') && type.startsWith(d.slice(0, -1))));

const hasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;

/** The first path (dotted) in `value` whose text cannot be stored, 'depth' when nested too deeply. */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): string | null {
  if (depth > MAX_JSON_DEPTH) return 'depth';
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorable(item, [...path, String(i)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableCharacters(key)) return [...path, '_'].join('.');
      const found = findUnstorable(item, [...path, key], depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Whether a URL's path or query carries NUL, a lone surrogate or a broken percent-encoding. */
export function hasUnstorableUrl(url: string): boolean {
  const texts = urlTexts(url);
  return !texts || texts.some(hasUnstorableCharacters);
}

/** Why a page's form post cannot reach its action, as an HTTP status and a message key; null when it can. */
export type PageBodyProblem = { status: 400 | 415; key: 'errors.unsupportedMediaType' | 'errors.validation' };

/**
 * The one guard of page actions' bodies (React Router's `<Form>`, `useFetcher` and `.data` requests
 * send form-encoded or multipart bodies; no page takes JSON): another or a missing media type is a
 * 415, a body that does not parse as its media type, or that carries NUL or a lone surrogate in a
 * field name or value (browsers cannot send these from a form), is a 400. Nothing of it reaches an
 * action, so no action answers a crafted body with a 500. A file where the route expects none (only
 * routes of the `upload` body class take files), or a form intent of Conform's that is not JSON, is a 400
 * too. The body was read by `bodyLimits` first.
 */
export async function pageBodyProblem(
  request: Request,
  { files }: { files: boolean },
): Promise<PageBodyProblem | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  const type = mediaTypeOf(request.headers.get('content-type') ?? undefined);
  if (!isForm(type)) return { status: 415, key: 'errors.unsupportedMediaType' };
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return { status: 400, key: 'errors.validation' };
  }
  for (const [key, value] of form) {
    if (typeof value !== 'string' && !files) return { status: 400, key: 'errors.validation' };
    // Conform's intent (validate, insert, remove…) is JSON; its parser throws on anything else.
    if (key === '__intent__' && !isJsonObject(value)) return { status: 400, key: 'errors.validation' };
    if (hasUnstorableCharacters(key) || (typeof value === 'string' && hasUnstorableCharacters(value)))
      return { status: 400, key: 'errors.validation' };
  }
  return null;
}

function isJsonObject(value: FormDataEntryValue): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** Decoded path segments and query values of a URL, or null when its percent-encoding is broken. */
function urlTexts(url: string): string[] | null {
  const { pathname, search } = new URL(url);
  try {
    const texts = pathname.split('/').map((s) => decodeURIComponent(s));
    for (const pair of search.slice(1).split('&')) {
      for (const part of pair.split('=')) texts.push(decodeURIComponent(part.replace(/\+/g, ' ')));
    }
    return texts;
  } catch {
    return null;
  }
}

/**
 * The API's guards, in one place so that every operation gets them, also operations added later:
 *
 * 1. the path and query carry no NUL, lone surrogate or broken percent-encoding (else 400);
 * 2. an operation that declares a security requirement answers 401 to anonymous callers, and one
 *    under /admin/ 403 to everyone but admins, before anything of the request is validated;
 * 3. a body must have one of the operation's declared media types (else 415, never a 500);
 * 4. a JSON or form body carries no NUL or lone surrogate in any text or key and nests at most
 *    MAX_JSON_DEPTH levels (else 400 naming the field);
 * 5. answers of secured operations, and every answer to a request with session credentials, carry
 *    `Cache-Control: private, no-store` unless the handler chose otherwise.
 *
 * The operations are read from the OpenAPI registry on first use, after every route is registered.
 */
export function requestGuards(operations: () => GuardedOperation[]): MiddlewareHandler<ApiEnv> {
  let index: GuardedOperation[] | undefined;
  return async (c, next) => {
    index ??= operations();
    const t = c.var.t;
    const relative = c.req.path.replace(/^\/api(?=\/|$)/, '') || '/';
    const operation = index.find((o) => o.method === c.req.method && o.pattern.test(relative));

    const personal = operation?.secured || hasSessionCredentials(c.req.raw);
    const response = await guard(c, operation, t, next);
    if (response) c.res = response;
    const current = c.res.headers.get('cache-control');
    if (personal && !current?.includes('no-store')) c.res.headers.set('cache-control', 'private, no-store');
  };
}

async function guard(
  c: Context<ApiEnv>,
  operation: GuardedOperation | undefined,
  t: Context<ApiEnv>['var']['t'],
  next: () => Promise<void>,
): Promise<Response | undefined> {
  const invalid = (field: string, key: string) =>
    problemResponse(c, {
      title: t('errors.validation'),
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: t(key as never),
      fieldErrors: { [field]: [t(key as never)] },
    });

  if (operation?.secured) {
    const session = (await c.var.account()).session;
    if (!session) return appErrorProblem(c, new AppError('UNAUTHORIZED'), t);
    if (operation.admin && session.user.role !== 'admin')
      return appErrorProblem(c, new AppError('FORBIDDEN'), t);
  }

  if (hasUnstorableUrl(c.req.url)) return invalid('_', 'validation.invalidCharacters');

  if (operation?.bodyTypes && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const header = c.req.header('content-type');
    const type = mediaTypeOf(header);
    if ((header !== undefined || hasBody(c)) && !accepts(operation.bodyTypes, type)) {
      return problemResponse(c, {
        title: t('errors.unsupportedMediaType'),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        detail: t('validation.mediaType', { types: operation.bodyTypes.join(', ') }),
      });
    }
    let body: unknown;
    if (isJson(type)) {
      try {
        body = await c.req.json();
      } catch {
        return problemResponse(c, {
          title: t('errors.validation'),
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: t('validation.malformedJson'),
        });
      }
    } else if (isForm(type)) {
      try {
        const form = await c.req.formData();
        body = [...form.entries()].map(([key, value]) => ({
          [key]: typeof value === 'string' ? value : '',
        }));
      } catch {
        return invalid('_', 'validation.invalid');
      }
    }
    const found = body === undefined ? null : findUnstorable(body);
    if (found === 'depth') return invalid('_', 'validation.tooDeep');
    if (found !== null) return invalid(found, 'validation.invalidCharacters');
  }

  await next();
  return undefined;
}
