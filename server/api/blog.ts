import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  blogAccessQuerySchema,
  blogAuthorSchema,
  blogCategorySchema,
  blogListQuerySchema,
  blogPageSchema,
  blogPostParamsSchema,
  blogPostResponseSchema,
  blogTagSchema,
} from '../../contracts/blog.ts';
import type { ApiEnv } from './env.ts';
import { json, problem } from './openapi-parts.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Blog'];

const listPosts = createRoute({
  method: 'get',
  path: '/blog/posts',
  tags,
  summary: 'Published posts, newest first, paged by cursor',
  description:
    "Not drafts, published up to now (docs/product/api-calls.md). 12 posts without a cursor, 10 with one (docs/product/constants.md), unless `limit` says otherwise; pass `nextCursor` back as `cursor` for the next page (null on the last). Filters: `category` and `author` by slug, `tag` by name, `language` of the text. Without `language`, a post with a translation in the reader's language (`?locale=` or Accept-Language) is listed once, in that language. A `cursor` that is not a `nextCursor` of this list is refused with 400 on `cursor`.",
  request: { query: blogListQuerySchema },
  responses: {
    200: { description: 'One page of posts', ...json(blogPageSchema) },
    400: { description: 'Invalid filter or cursor', ...problem },
  },
});

const getPost = createRoute({
  method: 'get',
  path: '/blog/posts/{slug}',
  tags,
  summary: 'A published post with its author, translations and related posts',
  description:
    'A draft or a post scheduled for later is answered only with its `accessKey` (the preview link), and is marked `preview: true`. `contentHtml` is the Markdown rendered and sanitised.',
  request: { params: blogPostParamsSchema, query: blogAccessQuerySchema },
  responses: {
    200: { description: 'The post', ...json(blogPostResponseSchema) },
    400: { description: 'Invalid slug', ...problem },
    404: { description: 'No such published post (or a wrong access key)', ...problem },
  },
});

const listCategories = createRoute({
  method: 'get',
  path: '/blog/categories',
  tags,
  summary: "Categories, named in the reader's language",
  responses: { 200: { description: 'The categories', ...json(z.array(blogCategorySchema)) } },
});

const listTags = createRoute({
  method: 'get',
  path: '/blog/tags',
  tags,
  summary: 'Tags of published posts with their number of posts, most used first',
  responses: { 200: { description: 'The tags', ...json(z.array(blogTagSchema)) } },
});

const listAuthors = createRoute({
  method: 'get',
  path: '/blog/authors',
  tags,
  summary: "Authors with their description in the reader's language",
  responses: { 200: { description: 'The authors', ...json(z.array(blogAuthorSchema)) } },
});

/** Public reading of the blog; a preview through an access key is never cached by shared caches. */
export const blogApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(listPosts, async (c) =>
    c.json(await c.var.services.blog.listBlogPosts(c.req.valid('query'), c.var.locale), 200),
  )
  .openapi(getPost, async (c) => {
    const { accessKey } = c.req.valid('query');
    const answer = await c.var.services.blog.getBlogPost(c.req.valid('param').slug, c.var.locale, accessKey);
    if (accessKey) c.header('cache-control', 'private, no-store');
    if (answer.post.preview) c.header('x-robots-tag', 'noindex');
    return c.json(answer, 200);
  })
  .openapi(listCategories, async (c) =>
    c.json(await c.var.services.blog.listBlogCategories(c.var.locale), 200),
  )
  .openapi(listTags, async (c) => c.json(await c.var.services.blog.listBlogTags(), 200))
  .openapi(listAuthors, async (c) => c.json(await c.var.services.blog.listBlogAuthors(c.var.locale), 200));
