import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as account from '../../contracts/account.ts';
import * as admin from '../../contracts/admin.ts';
import * as applications from '../../contracts/applications.ts';
import * as blog from '../../contracts/blog.ts';
import * as company from '../../contracts/company.ts';
import * as contact from '../../contracts/contact.ts';
import * as cv from '../../contracts/cv.ts';
import * as dictionary from '../../contracts/dictionary.ts';
import * as events from '../../contracts/events.ts';
import * as extraRequests from '../../contracts/extra-requests.ts';
import * as newsfeed from '../../contracts/newsfeed.ts';
import * as newsletter from '../../contracts/newsletter.ts';
import * as questionnaire from '../../contracts/questionnaire.ts';
import * as referrals from '../../contracts/referrals.ts';

/** The form and request schemas whose text fields people type into. */
const INPUT_SCHEMAS: Record<string, z.ZodType> = {
  'account.signUp': account.signUpSchema,
  'account.updateProfile': account.updateProfileSchema,
  'admin.listQuery': admin.adminListQuerySchema,
  'admin.jobInput': admin.jobInputSchema,
  'admin.jobForm': admin.jobFormSchema,
  'applications.apply': applications.applySchema,
  'blog.postInput': blog.blogPostInputSchema,
  'blog.postForm': blog.blogPostFormSchema,
  'blog.categoryInput': blog.blogCategoryInputSchema,
  'blog.authorInput': blog.blogAuthorInputSchema,
  'blog.listQuery': blog.blogListQuerySchema,
  'company.serviceInput': company.serviceInputSchema,
  'company.caseStudyInput': company.caseStudyInputSchema,
  'contact.message': contact.contactMessageSchema,
  'cv.document': cv.cvDocumentSchema,
  'dictionary.termInput': dictionary.dictionaryTermInputSchema,
  'events.submission': events.eventSubmissionSchema,
  'events.input': events.eventInputSchema,
  'events.rejection': events.eventRejectionSchema,
  'events.adminListQuery': events.adminEventListQuerySchema,
  'extraRequests.request': extraRequests.extraRequestSchema,
  'newsfeed.addLink': newsfeed.addLinkSchema,
  'newsletter.newsIssue': newsletter.newsIssueSchema,
  'questionnaire.programmer': questionnaire.programmerQuestionnaireSchema,
  'referrals.form': referrals.referralFormSchema,
};

/** Secrets are compared, never written anywhere: any character a person chose stays theirs. */
const SECRET = /password/i;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}
const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string the schema reads from its input, with the path to it. */
function stringPaths(schema: z.ZodType, path: (string | number)[] = []): (string | number)[][] {
  const d = def(schema);
  switch (d.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(d.shape!).flatMap(([key, value]) => stringPaths(value, [...path, key]));
    case 'array':
      return stringPaths(d.element!, [...path, 0]);
    case 'record':
      return stringPaths(d.valueType!, [...path, 'x']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return stringPaths(d.innerType!, path);
    case 'pipe':
      return def(d.in!).type === 'transform' ? stringPaths(d.out!, path) : stringPaths(d.in!, path);
    case 'union':
      return d.options!.some((o) => def(o).type === 'string') ? [path] : [];
    default:
      return [];
  }
}

const at = (path: (string | number)[], value: string): unknown =>
  path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);

const issuesAt = (schema: z.ZodType, path: (string | number)[], value: string) => {
  const result = schema.safeParse(at(path, value));
  return result.success
    ? []
    : result.error.issues.filter(
        (i) => i.path.length >= path.length && path.every((k, n) => i.path[n] === k),
      );
};

const valueAt = (output: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], output);

describe('text fields of every form and request', () => {
  for (const [name, schema] of Object.entries(INPUT_SCHEMAS)) {
    it(`${name}: no field takes a line break unless it is multi-line, and none takes other control characters`, () => {
      const paths = stringPaths(schema).filter((p) => !p.some((k) => SECRET.test(String(k))));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const label = `${name}.${path.join('.')}`;
        for (const control of ['\u0007', '\u001b', '\u0085', '\u202e']) {
          expect(
            issuesAt(schema, path, `a${control}b`),
            `${label} with U+${control.charCodeAt(0).toString(16)}`,
          ).not.toEqual([]);
        }
        const multiLine = issuesAt(schema, path, 'a\nb').length === 0;
        if (multiLine) {
          // A multi-line field keeps the line break as LF.
          const parsed = schema.safeParse(at(path, 'a\r\nb'));
          if (parsed.success) expect(valueAt(parsed.data, path), label).not.toMatch(/\r/);
        } else {
          expect(issuesAt(schema, path, 'a\r\nb'), label).not.toEqual([]);
          expect(issuesAt(schema, path, 'a\u2028b'), label).not.toEqual([]);
        }
      }
    });
  }
});
