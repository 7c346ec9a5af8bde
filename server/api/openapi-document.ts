import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { problemSchema } from '../../contracts/problem.ts';
import type { ApiEnv } from './env.ts';
import { standardResponses, wwwAuthenticate } from './responses.ts';

/** What the document's global `tags` say about each group; a tag without one gets its name. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Jobs: 'Job search and job details.',
  Catalog: 'Enumerations and technologies for forms and filters.',
  Candidates: 'The signed-in candidate’s profile, settings, data export and deletion.',
  Applications: 'CV uploads and job applications of the signed-in candidate.',
  'Saved items': 'Jobs and other items the signed-in user bookmarked.',
  'Referral programme': 'Recommending a candidate, and the candidate’s consent or removal.',
  'Extra requests': 'Asking for a project that is not listed yet.',
  Contact: 'Contact messages to the portal’s team.',
  Questionnaires: 'The adequate-salary questionnaire.',
  Salary: 'Slovak salary, sole-trader and limited-company calculations.',
  CV: 'The CV builder: the signed-in candidate’s CV and its sharing settings, and shared CVs by their link.',
  Admin: 'Jobs, applications, candidates and requests for the portal’s staff (admin role).',
};

type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
};
type Operation = {
  operationId?: string;
  responses?: Record<string, Response>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  tags?: string[];
  [key: string]: unknown;
};
type Document = {
  paths?: Record<string, Record<string, Operation | unknown>>;
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * An operation id from its method and path, for operations that do not name one:
 * `get /admin/jobs/{id}/applications` → `getAdminJobsByIdApplications`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^a-zA-Z0-9]+/)] : segment.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The problem+json content of a guard's answer, as JSON Schema. */
const { $schema: _draft, ...problemJson } = z.toJSONSchema(problemSchema) as Record<string, unknown>;
const problemContent = () => ({ 'application/problem+json': { schema: structuredClone(problemJson) } });

/** A standard answer of responses.ts in the document's (JSON) form. */
const standard = (status: keyof typeof standardResponses): Response => ({
  description: standardResponses[status].description,
  ...(status === 401 ? { headers: wwwAuthenticate } : {}),
  ...(status === 503 ? { headers: standardResponses[503].headers } : {}),
  content: problemContent(),
});

/**
 * What the shared guards answer, added to every operation they guard (request-guards.ts, the body
 * limit of server/app.ts): 400 for any operation (a path or query that cannot be stored), 401 for
 * operations that need a session, 403 under /admin/, and 413, 415 and 503 (a large body that waited
 * too long for its turn) for operations with a body.
 * A status the route declared keeps its description; it gets the problem body and, for 401, the
 * `WWW-Authenticate` header if it lacked them. Every 401 says how to authenticate.
 */
function addGuardAnswers(path: string, operation: Operation) {
  const responses = (operation.responses ??= {});
  const requirements = operation.security ?? [];
  const secured = requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
  const statuses: (keyof typeof standardResponses)[] = [400];
  if (secured) statuses.push(401);
  if (secured && path.startsWith('/admin/')) statuses.push(403);
  if (operation.requestBody) statuses.push(413, 415, 503);
  for (const status of statuses) {
    const declared = responses[String(status)];
    if (!declared) responses[String(status)] = standard(status);
    else declared.content ??= problemContent();
  }
  const unauthorized = responses['401'];
  if (unauthorized) unauthorized.headers = { ...wwwAuthenticate, ...unauthorized.headers };
}

/**
 * Completes the generated OpenAPI document so that it lints clean and operations added later need
 * nothing extra: a public operation states `security: []` (not "inherits a default"), every
 * operation has an `operationId` (its own, else one from method and path) and the guards' answers
 * (see addGuardAnswers), and the document lists its tags with descriptions.
 */
export function completeDocument<T extends Document>(document: T): T {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method) || !value || typeof value !== 'object') continue;
      const operation = value as Operation;
      operation.security ??= [];
      operation.operationId ??= operationIdOf(method, path);
      addGuardAnswers(path, operation);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  const listed = new Map((document.tags ?? []).map((t) => [t.name, t]));
  for (const name of [...used].sort()) {
    if (!listed.has(name)) listed.set(name, { name, description: TAG_DESCRIPTIONS[name] ?? name });
  }
  document.tags = [...listed.values()];
  return document;
}

/** The API's OpenAPI 3.1 document, completed (see `completeDocument`). */
export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  return completeDocument(
    api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Kariéra IT API',
        version: '1.0.0',
        description:
          'REST API of the Kariéra IT career portal. Errors are application/problem+json with a stable `code`.',
        // OpenAPI 3.1's SPDX `identifier`, which the generator's 3.0 types do not know yet.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string },
      },
      servers: [{ url: '/api' }],
    }) as unknown as Document,
  );
}
