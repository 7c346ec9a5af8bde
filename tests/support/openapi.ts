/**
 * Reading the API's OpenAPI document at run time, for the tests that walk every operation of it
 * (the fuzz test and the contract test): operations added later are covered without touching them.
 */

/** The part of JSON Schema (OpenAPI 3.1) the document uses. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  [key: string]: unknown;
};
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
export type MediaType = { schema?: Schema };
export type DocumentedResponse = {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: Schema }>;
  content?: Record<string, MediaType>;
};
export type Operation = {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses?: Record<string, DocumentedResponse>;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
};
export interface DocumentOperation {
  /** Upper case. */
  method: string;
  /** The OpenAPI path under /api, e.g. `/admin/jobs/{id}`. */
  path: string;
  op: Operation;
}

/** The document as the server publishes it. */
export async function readOpenApiDocument(app: {
  request: (url: string) => Response | Promise<Response>;
}): Promise<Document> {
  return (await (await app.request('/api/openapi.json')).json()) as Document;
}

/** Every operation of the document. */
export const operationsOf = (doc: Document): DocumentOperation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** Whether an anonymous caller meets the operation's security (none, or an optional `{}`). */
export const isPublic = (op: Operation) =>
  (op.security ?? []).length === 0 || (op.security ?? []).some((r) => Object.keys(r).length === 0);

/** Whether the operation declares a requirement with a session (whether or not it is optional). */
export const declaresSession = (op: Operation) => (op.security ?? []).some((r) => Object.keys(r).length > 0);

/** The schema a `$ref` names (components), or the schema itself. */
export function resolve(schema: Schema | undefined, doc: Document, depth = 0): Schema | undefined {
  if (!schema?.$ref || depth > 10) return schema;
  return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
}

/** The properties of a body schema (through `$ref` and `allOf`), to aim values at real field names. */
export function propertiesOf(schema: Schema | undefined, doc: Document, seen = 0): string[] {
  if (!schema || seen > 5) return [];
  if (schema.$ref) return propertiesOf(resolve(schema, doc), doc, seen + 1);
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap((s) => propertiesOf(s, doc, seen + 1))];
}

/** The operation's parameters of one kind, `$ref`s resolved. */
export const parametersOf = (op: Operation, where: Parameter['in'], doc: Document): Parameter[] =>
  (op.parameters ?? [])
    .map((p) => {
      const ref = (p as { $ref?: string }).$ref;
      return ref ? doc.components?.parameters?.[ref.split('/').pop()!] : p;
    })
    .filter((p): p is Parameter => p?.in === where);
