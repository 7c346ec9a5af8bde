import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, zipBytes } from '../factories/documents.ts';
import { fileTestApp, nextClientIp, registerVerifiedCandidate } from '../setup/api-users.ts';
import { arbitraryOf } from '../support/json-schema-arbitrary.ts';
import {
  type Document,
  type DocumentedResponse,
  type DocumentOperation,
  type MediaType,
  type Operation,
  operationsOf,
  parametersOf,
  readOpenApiDocument,
  resolve,
  type Schema,
} from '../support/openapi.ts';

/**
 * The contract test of the OpenAPI document, read at run time: for every operation it sends
 * requests generated from the document's own schemas (so they are valid by the document) as the
 * user the operation's security asks for, with path parameters that name real objects, and checks
 * what comes back:
 *
 * - a valid request is not refused for its shape (400 `VALIDATION_FAILED`, 415): else the document
 *   promises more than the server takes;
 * - every status is documented for the operation, every body matches the schema documented for its
 *   status and content type, and documented required headers (`WWW-Authenticate` on 401) are there.
 *
 * Anonymous calls of secured operations check the 401 (and its header) as well.
 */
const ADMIN = `contract.admin.${Date.now()}@example.sk`;
const app = fileTestApp({ RATE_LIMIT_SCALE: '1000', ADMIN_EMAILS: ADMIN });

/** Generated requests per operation: enough to meet optional fields and alternatives, small enough for 2 cores. */
const RUNS = Number(process.env.CONTRACT_RUNS ?? 2);
/** The generator's seed: the same requests on every run unless CONTRACT_SEED says otherwise. */
const SEED = Number(process.env.CONTRACT_SEED ?? 22);
/**
 * The seed of one operation: SEED mixed with the operation's name (FNV-1a), so that operations draw
 * independent values (two operations do not send the same slug or e-mail address by the same draw).
 */
function seedOf(where: string): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (const char of where) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

/**
 * Rules a JSON Schema cannot state, each written in its operation's description: a schema-valid
 * value may be refused for them (400 `VALIDATION_FAILED` naming only these fields).
 */
const cursor = { fields: ['cursor'], rule: 'a cursor is a `nextCursor` the server gave' };
const jobFilter = {
  fields: ['filter.rateMax', 'filter.salaryMax'],
  rule: 'an upper limit is not below its lower limit',
};
const profile = {
  fields: ['phone', 'expertises'],
  rule: 'the phone number is one of its country’s numbering plan; the expertise ids exist',
};
const adminJob = {
  fields: ['mdBudgetTo', 'monthlySalaryTo', 'expertises'],
  rule: 'an upper limit is not below its lower limit; the technologies are in the catalogue',
};
const blogPost = {
  fields: ['featuredImage', 'publishedAt'],
  rule: 'the featured image is an uploaded one; the publication is at most 5 years ahead',
};
const blogAuthor = { fields: ['avatar'], rule: 'the avatar is an uploaded image' };
const adminEvent = {
  fields: ['startAt', 'endAt', 'locationName', 'price'],
  rule: 'the end is not before the start, neither more than 5 years ahead; a venue unless online; a price above 0 and at most 100 000',
};
const SEMANTIC_RULES: Record<string, { fields: string[]; rule: string }> = {
  'GET /newsfeed': cursor,
  'GET /blog/posts': cursor,
  'GET /events': cursor,
  'POST /job-descriptions': jobFilter,
  'POST /job-alerts': jobFilter,
  'PUT /candidates/my': profile,
  'POST /registration/candidate': profile,
  'POST /job-application/apply': {
    fields: ['phone', 'fileId'],
    rule: 'the phone number is one of its country’s numbering plan; `fileId` is a CV the candidate stored',
  },
  'POST /referrals': { fields: ['jobId'], rule: 'the recommended job exists and is published' },
  'POST /extra-requests': { fields: ['startDate'], rule: 'the start is not in the past' },
  'POST /admin/jobs': adminJob,
  'PUT /admin/jobs/{id}': adminJob,
  'POST /admin/blog/posts': blogPost,
  'PUT /admin/blog/posts/{id}': blogPost,
  'POST /admin/blog/authors': blogAuthor,
  'PUT /admin/blog/authors/{id}': blogAuthor,
  'POST /events': { ...adminEvent, rule: `${adminEvent.rule}; the start is in the future` },
  'POST /admin/events': adminEvent,
  'PUT /admin/events/{uid}': adminEvent,
  'PUT /candidates/my/cv': {
    fields: ['technologies.*.name'],
    rule: 'a technology is one of the catalogue',
  },
};

/** Whether a field of a 400's `fieldErrors` is one a rule names (`*` stands for a list index). */
const ruleNames = (ruleField: string, field: string) =>
  ruleField === field ||
  new RegExp(`^${ruleField.replace(/[.]/g, '\\.').replace(/\*/g, '\\d+')}$`).test(field);

let doc: Document;
let candidate = '';
let admin = '';
let appliedJobId: unknown;
const person = { firstName: 'Jana', lastName: 'Nováková', phone: '+421 905 123 456' };

/** A multipart body with a CV document as `file`. */
function cvForm() {
  const form = new FormData();
  form.append(
    'file',
    new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }),
  );
  return form;
}

/** A questionnaire with a CV, for the admin's download of it. */
function questionnaireForm() {
  const form = new FormData();
  form.append('profession', 'programmer');
  form.append('name', 'Jana Nováková');
  form.append('email', 'contract.questionnaire@example.sk');
  form.append('gdpr', 'true');
  form.append(
    'file',
    new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }),
  );
  return form;
}

type Ajv = InstanceType<typeof Ajv2020>;
let ajv: Ajv;
const validators = new Map<string, ValidateFunction>();

function validatorOf(schema: Schema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, $defs: undefined });
    validators.set(key, validate);
  }
  return validate;
}

beforeAll(async () => {
  doc = await readOpenApiDocument(app().app);
  ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9, validateFormats: true });
  addFormats.default(ajv);
  // `$ref: #/components/schemas/X` resolves against the document.
  ajv.addSchema({ $id: 'openapi', components: doc.components ?? {} }, 'openapi');
  candidate = (await registerVerifiedCandidate(app)).cookie;
  admin = (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
  // Objects for the operations that name one: a CV document and an application of the candidate,
  // an extra request, a questionnaire with a CV and a job alert of the candidate.
  const jobs = (await (await call('POST', '/api/job-descriptions', { json: {} })).json()) as Record<
    string,
    unknown
  >;
  appliedJobId = firstOf(jobs, 'id');
  await call('POST', '/api/job-application/cv-upload', { form: cvForm(), cookie: candidate });
  const cvs = await (await call('GET', '/api/job-application/cvs', { cookie: candidate })).json();
  const created = [
    await call('POST', '/api/job-application/apply', {
      cookie: candidate,
      json: {
        ...person,
        phoneCountry: 'SVK',
        email: 'contract.applicant@example.sk',
        consent: true,
        id: appliedJobId,
        fileId: firstOf(cvs, 'id'),
      },
    }),
    await call('POST', '/api/extra-requests', {
      json: {
        name: 'Jana Nováková',
        email: 'contract.extra@example.sk',
        phone: person.phone,
        project: 'Dátový sklad',
        technologies: ['Java'],
        startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        seniority: 'senior',
        consent: true,
      },
    }),
    await call('POST', '/api/questionnaires/cv', { form: questionnaireForm() }),
    // The CV builder's CV and its uploaded document, for `cv-from-portal`.
    await call('PUT', '/api/candidates/my/cv', {
      cookie: candidate,
      json: {
        position: { en: 'Java developer' },
        bio: { en: 'Backend developer with eight years of Java.' },
      },
    }),
    await call('PUT', '/api/candidates/my/cv/file', { cookie: candidate, form: cvForm() }),
    await call('POST', '/api/job-alerts', {
      cookie: candidate,
      json: { email: 'contract.alert@example.sk', filter: {}, frequency: 'daily', consent: true },
    }),
  ];
  for (const response of created) expect(response.status, await response.clone().text()).toBeLessThan(300);
}, 120_000);

/** A call as a browser makes it: JSON or multipart or url-encoded body, the cookie, a client address. */
function call(
  method: string,
  url: string,
  {
    json,
    form,
    urlencoded,
    cookie,
  }: { json?: unknown; form?: FormData; urlencoded?: URLSearchParams; cookie?: string } = {},
) {
  return app().app.request(url, {
    method,
    headers: {
      'accept-language': 'en',
      'x-forwarded-for': nextClientIp(),
      origin: 'https://kariera.test',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    ...(form ? { body: form } : {}),
    ...(urlencoded ? { body: urlencoded } : {}),
  });
}

/** The first value of `key` in the first object of the first array found in `body` (depth first). */
function firstOf(body: unknown, key: string, depth = 0): unknown {
  if (depth > 4 || body === null || typeof body !== 'object') return undefined;
  if (Array.isArray(body)) {
    for (const item of body) {
      if (item && typeof item === 'object' && key in item) return (item as Record<string, unknown>)[key];
      const found = firstOf(item, key, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const value of Object.values(body)) {
    const found = firstOf(value, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Who calls an operation: admins for /admin/, the candidate for other secured ones, else anonymous. */
function userOf({ path, op }: DocumentOperation): string | undefined {
  const security = op.security ?? [];
  if (security.length === 0) return undefined;
  if (path.startsWith('/admin/')) return admin;
  return candidate;
}

/**
 * Real values for path parameters: the first item of the list the path's prefix names (for
 * `/admin/jobs/{id}/publish`, `GET /admin/jobs`), as the admin or the candidate, with a few named
 * sources where the list has another address.
 */
async function pathValues({ path }: DocumentOperation): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  const segments = path.split('/');
  for (const [index, segment] of segments.entries()) {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!param) continue;
    const prefix = segments
      .slice(0, index)
      .join('/')
      .replace(/\{(.+?)\}/g, (_, name: string) => String(values[name]));
    values[param] = await sourceOf(prefix, param);
  }
  return values;
}

async function sourceOf(prefix: string, param: string): Promise<unknown> {
  const listed = async (url: string, cookie?: string, key = param) => {
    const response = await call('GET', url, { cookie });
    return response.ok ? firstOf(await response.json(), key) : undefined;
  };
  if (prefix === '/cv')
    return listed('/api/candidates/my/cv-settings', candidate, 'token') ?? (await cvToken());
  // A CV section by its name: any of them takes a body of the document's shape.
  if (prefix === '/candidates/my/cv/sections') return 'languages';
  if (prefix === '/job-descriptions')
    return firstOf(await (await call('POST', '/api/job-descriptions', { json: {} })).json(), 'id');
  if (prefix === '/referrals') return listed('/api/admin/referrals', admin, 'id');
  if (prefix === '/admin/applications')
    return listed(`/api/admin/jobs/${String(appliedJobId)}/applications`, admin, 'id');
  if (prefix === '/job-alerts') return listed('/api/job-alerts/my', candidate, 'id');
  if (prefix === '/admin/questionnaires') return listed('/api/admin/questionnaires', admin, 'id');
  if (prefix === '/saved-items') return param === 'type' ? 'job' : undefined;
  if (prefix === '/admin/blog/tags') return listed('/api/admin/blog/tags', admin, 'id');
  return (
    (await listed(`/api${prefix}`, prefix.startsWith('/admin') ? admin : candidate)) ??
    (await listed(`/api${prefix}`, admin, param === 'uid' ? 'uid' : param === 'slug' ? 'slug' : 'id'))
  );
}

async function cvToken() {
  const response = await call('GET', '/api/candidates/my/cv-settings', { cookie: candidate });
  return response.ok ? ((await response.json()) as { token?: string }).token : undefined;
}

/** A small real file for a binary multipart field: an image for images, else what the operation reads. */
let png: Buffer | undefined;
async function fileFor(field: string, path: string): Promise<File> {
  if (/image|photo|avatar/i.test(field) || /photo|images/.test(path)) {
    png ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    return new File([new Uint8Array(png)], 'picture.png', { type: 'image/png' });
  }
  if (path.includes('linkedin')) {
    const zip = zipBytes([
      {
        name: 'Positions.csv',
        content: 'Company Name,Title,Description,Location,Started On,Finished On\nAcme,Dev,Work,,Mar 2019,\n',
      },
    ]);
    return new File([zip as Uint8Array<ArrayBuffer>], 'export.zip', { type: 'application/zip' });
  }
  return new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' });
}

/** One request of an operation: values generated from its documented parameters and body. */
interface Generated {
  query: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
}

function generatedRequests(operation: DocumentOperation): fc.Arbitrary<Generated> {
  const { op } = operation;
  const query = Object.fromEntries(
    parametersOf(op, 'query', doc).map((p) => [p.name, arbitraryOf(p.schema, doc)]),
  );
  const required = parametersOf(op, 'query', doc)
    .filter((p) => p.required)
    .map((p) => p.name);
  const types = Object.keys(op.requestBody?.content ?? {});
  const contentType =
    types.find((t) => t === 'application/json') ?? types.find((t) => t.startsWith('multipart/')) ?? types[0];
  const bodySchema = contentType ? op.requestBody!.content[contentType]!.schema : undefined;
  return fc.record({
    query: fc.record(query, { requiredKeys: required }),
    body: contentType ? arbitraryOf(bodySchema, doc) : fc.constant(undefined),
    contentType: fc.constant(contentType),
  });
}

const queryText = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

async function send(
  operation: DocumentOperation,
  generated: Generated,
  cookie: string | undefined,
  values: Record<string, unknown>,
) {
  const path = operation.path.replace(/\{(.+?)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? 'missing')),
  );
  const url = `/api${path}${queryText(generated.query)}`;
  const { body, contentType } = generated;
  if (!contentType) return { url, response: await call(operation.method, url, { cookie }) };
  if (contentType === 'application/json')
    return { url, response: await call(operation.method, url, { cookie, json: body }) };
  const schema = resolve(operation.op.requestBody!.content[contentType]!.schema, doc);
  const fields = Object.entries((body ?? {}) as Record<string, unknown>);
  if (contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(fields.map(([k, v]) => [k, String(v)]));
    return { url, response: await call(operation.method, url, { cookie, urlencoded: form }) };
  }
  const form = new FormData();
  for (const [key, value] of fields) {
    const field = resolve(schema?.properties?.[key], doc);
    if (field?.format === 'binary') form.append(key, await fileFor(key, operation.path));
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  // A file the schema lists but the generator left out is still what a client sends.
  for (const [key, field] of Object.entries(schema?.properties ?? {}))
    if (resolve(field, doc)?.format === 'binary' && !form.has(key))
      form.append(key, await fileFor(key, operation.path));
  return { url, response: await call(operation.method, url, { cookie, form }) };
}

/** The documented response of `status`: exact, then `4XX`-style ranges, then `default`. */
const documentedResponse = (op: Operation, status: number): DocumentedResponse | undefined =>
  op.responses?.[String(status)] ?? op.responses?.[`${String(status)[0]}XX`] ?? op.responses?.default;

/** The documented media type that covers `type` (exact or a range such as `image/*`). */
function documentedContent(response: DocumentedResponse, type: string): MediaType | undefined {
  const content = response.content ?? {};
  return (
    content[type] ??
    Object.entries(content).find(
      ([t]) => t === '*/*' || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))),
    )?.[1]
  );
}

/** What is wrong with one answer, by the document: an empty list when nothing. */
async function contractProblems(operation: DocumentOperation, response: Response): Promise<string[]> {
  const problems: string[] = [];
  const documented = documentedResponse(operation.op, response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!documented)
    return [`status ${response.status} is not documented: ${new TextDecoder().decode(bytes.slice(0, 300))}`];
  for (const [name, header] of Object.entries(documented.headers ?? {}))
    if (header.required && !response.headers.has(name))
      problems.push(`header ${name} is missing on ${response.status}`);
  if (bytes.length === 0 || response.status === 204 || response.status === 302) return problems;
  const media = documentedContent(documented, type);
  if (!media) {
    problems.push(
      `${response.status} answers ${type || 'no type'}, documented: ${Object.keys(documented.content ?? {}).join(', ') || 'no body'}`,
    );
    return problems;
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (media.schema) {
      const validate = validatorOf(media.schema);
      if (!validate(body))
        problems.push(
          `${response.status} body does not match its schema: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)} in ${JSON.stringify(body).slice(0, 300)}`,
        );
    }
    const refusedForShape =
      response.status === 415 ||
      (response.status === 400 && (body as { code?: string }).code === 'VALIDATION_FAILED');
    if (refusedForShape) {
      const rule = SEMANTIC_RULES[`${operation.method} ${operation.path}`];
      const fields = Object.keys((body as { fieldErrors?: Record<string, unknown> }).fieldErrors ?? {});
      if (!rule || fields.length === 0 || fields.some((f) => !rule.fields.some((r) => ruleNames(r, f))))
        problems.push(`a valid request was refused for its shape: ${JSON.stringify(body).slice(0, 500)}`);
    }
  }
  return problems;
}

/** Operations in an order that keeps objects alive for the others: reads, writes, deletions, the account last. */
function ordered(operations: DocumentOperation[]) {
  const rank = ({ method, path }: DocumentOperation) =>
    (method === 'DELETE' && path === '/candidates/my' ? 4 : 0) +
    (path.endsWith('/token') ? 2 : 0) +
    (method === 'GET' ? 0 : method === 'DELETE' ? 3 : 1);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

describe('the OpenAPI document is the contract of the API', () => {
  it('states WWW-Authenticate for every 401 and problem bodies for 400, 413 and 415', () => {
    for (const { method, path, op } of operationsOf(doc)) {
      const where = `${method} ${path}`;
      if (op.responses?.['401'])
        expect(op.responses['401'].headers?.['WWW-Authenticate']?.required, where).toBe(true);
      for (const status of ['400', '413', '415'])
        if (op.responses?.[status])
          expect(Object.keys(op.responses[status].content ?? {}), `${where} ${status}`).toEqual([
            'application/problem+json',
          ]);
      if (op.requestBody) {
        expect(op.responses?.['413'], where).toBeDefined();
        expect(op.responses?.['415'], where).toBeDefined();
      }
    }
  });

  it('answers schema-valid requests of every operation as documented', { timeout: 600_000 }, async () => {
    const only = process.env.CONTRACT_ONLY ? new RegExp(process.env.CONTRACT_ONLY) : undefined;
    const operations = ordered(operationsOf(doc)).filter((o) => !only || only.test(`${o.method} ${o.path}`));
    expect(operations.length).toBeGreaterThan(only ? 0 : 100);
    const failures: string[] = [];
    const statuses = new Map<string, Set<number>>();
    for (const operation of operations) {
      const where = `${operation.method} ${operation.path}`;
      const cookie = userOf(operation);
      const values = await pathValues(operation);
      const started = Date.now();
      // Anonymous callers of a secured operation: 401 with its challenge, as documented.
      if (cookie && !(operation.op.security ?? []).some((r) => Object.keys(r).length === 0)) {
        const { response } = await send(
          operation,
          fc.sample(generatedRequests(operation), { numRuns: 1, seed: seedOf(where) })[0]!,
          undefined,
          values,
        );
        if (response.status !== 401) failures.push(`${where} anonymous: ${response.status}, not 401`);
        for (const problem of await contractProblems(operation, response))
          failures.push(`${where} anonymous: ${problem}`);
      }
      for (const generated of fc.sample(generatedRequests(operation), {
        numRuns: RUNS,
        seed: seedOf(where),
      })) {
        const { url, response } = await send(operation, generated, cookie, values);
        (statuses.get(where) ?? statuses.set(where, new Set()).get(where)!).add(response.status);
        if (response.status >= 500) failures.push(`${where} ${url}: ${response.status}`);
        for (const problem of await contractProblems(operation, response))
          failures.push(`${where} ${url} ${JSON.stringify(generated.body)?.slice(0, 300) ?? ''}: ${problem}`);
      }
      if (process.env.CONTRACT_PROGRESS)
        console.log(where, JSON.stringify(values), Date.now() - started, 'ms');
    }
    expect(failures).toEqual([]);
    // The requests reached the operations: most of them answered with success.
    const succeeded = [...statuses.values()].filter((s) => [...s].some((code) => code < 400)).length;
    expect(succeeded / operations.length).toBeGreaterThan(0.6);
  });
});
