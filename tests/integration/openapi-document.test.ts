import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/api/openapi-document.ts';
import { fileTestApp } from '../setup/api-users.ts';

const app = fileTestApp();
const REDIRECT_ONLY = ['#/paths/~1newsfeed~1{id}~1visit/get/responses'];

type Doc = {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; tags?: string[] }>>;
};
const documentText = async () => (await app().app.request('/api/openapi.json')).text();
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, ...op })),
  );

describe('the OpenAPI document', () => {
  it('lints with Redocly’s recommended rules at 0 errors and 0 warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: await documentText(),
      absoluteRef: '/api/openapi.json',
      config,
    });
    const listed = problems
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)
      // A click-through link answers only with its redirect (302): it has no 2XX response by design.
      .filter(
        (line) =>
          !REDIRECT_ONLY.some((path) => line.includes(`operation-2xx-response`) && line.includes(path)),
      );
    expect(listed).toEqual([]);
  });

  it('gives every operation a unique operationId, a security statement and a listed tag', async () => {
    const doc = JSON.parse(await documentText()) as Doc;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(40);
    const ids = ops.map((o) => o.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) expect(Array.isArray(op.security), `${op.method} ${op.path}`).toBe(true);
    const listed = new Set(doc.tags?.map((t) => t.name));
    for (const op of ops) for (const tag of op.tags ?? []) expect(listed.has(tag), tag).toBe(true);
    // Public operations say so: the job search needs no session, the profile does.
    const find = (method: string, path: string) => ops.find((o) => o.method === method && o.path === path);
    expect(find('post', '/job-descriptions')?.security).toEqual([]);
    expect(find('get', '/candidates/my')?.security).toEqual([{ session: [] }]);
  });

  it('derives operation ids from method and path', () => {
    expect(operationIdOf('get', '/admin/jobs/{id}/applications')).toBe('getAdminJobsByIdApplications');
    expect(operationIdOf('post', '/job-application/cv-upload')).toBe('postJobApplicationCvUpload');
  });
});
