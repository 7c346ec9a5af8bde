import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { pageOf } from '../../contracts/admin.ts';
import {
  adminBlogAuthorSchema,
  adminBlogCategorySchema,
  adminBlogListQuerySchema,
  adminBlogPostRowSchema,
  adminBlogPostSchema,
  blogAuthorInputSchema,
  blogCategoryInputSchema,
  blogPostCreatedSchema,
  blogPostInputSchema,
  blogPreviewInputSchema,
  blogTagInputSchema,
  blogTagSchema,
} from '../../contracts/blog.ts';
import { mediaPath } from '../../contracts/media.ts';
import { AppError } from '../../core/shared/app-error.ts';
import type { ApiEnv } from './env.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Admin: blog'];
const notFound = { 404: { description: 'No such record', ...problem } };
const invalid = { 400: { description: 'Invalid input, with translated messages per field', ...problem } };
const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const idOnly = z.object({ id: z.number().int() });

const listPosts = createRoute({
  method: 'get',
  path: '/admin/blog/posts',
  tags,
  summary: 'Every post (drafts and scheduled ones too), last changed first',
  security,
  request: { query: adminBlogListQuerySchema },
  responses: {
    200: { description: 'One page of posts', ...json(pageOf(adminBlogPostRowSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const postBody = { required: true, ...json(blogPostInputSchema) } as const;
const postDescription =
  '`content` is Markdown (inline HTML is sanitised). `slug` is generated from the title (transliterated) when absent. `draft: false` publishes, at `publishedAt` when it is in the future (scheduled) or now; `draft: true` keeps it hidden (unpublishes). `tags` by name (new names are created). `featuredImage` is the `id` answered by `POST /admin/blog/images`. `translationOf` links the post to another language version. Refused with 400 on the field: a `featuredImage` that is not an image uploaded with `POST /admin/blog/images`, a `publishedAt` more than 5 years ahead.';

const createPost = createRoute({
  method: 'post',
  path: '/admin/blog/posts',
  tags,
  summary: 'Write a post',
  description: postDescription,
  security,
  request: { body: postBody },
  responses: {
    201: {
      description: 'The post: its id, slug and the access key of its preview link',
      ...json(blogPostCreatedSchema),
    },
    ...invalid,
    ...adminOnly,
  },
});

const getPost = createRoute({
  method: 'get',
  path: '/admin/blog/posts/{id}',
  tags,
  summary: 'A post with its Markdown, status and access key',
  security,
  request: { params: intId },
  responses: { 200: { description: 'The post', ...json(adminBlogPostSchema) }, ...notFound, ...adminOnly },
});

const updatePost = createRoute({
  method: 'put',
  path: '/admin/blog/posts/{id}',
  tags,
  summary: 'Change, publish, schedule or unpublish a post',
  description: postDescription,
  security,
  request: { params: intId, body: postBody },
  responses: {
    200: { description: 'The post', ...json(blogPostCreatedSchema) },
    ...invalid,
    ...notFound,
    ...adminOnly,
  },
});

const deletePost = createRoute({
  method: 'delete',
  path: '/admin/blog/posts/{id}',
  tags,
  summary: 'Delete a post',
  security,
  request: { params: intId },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...adminOnly },
});

const uploadImage = createRoute({
  method: 'post',
  path: '/admin/blog/images',
  tags,
  summary: "Upload a featured image or an author's avatar",
  description:
    'multipart/form-data with `image` (JPEG, PNG or WebP by content, at most 5 MB; re-encoded) and `kind`: `blog-image` (default) or `author-avatar`. Answers the id to put in `featuredImage` or `avatar`, and its public URL.',
  security,
  request: {
    body: {
      // The handler checks the file itself (presence, size, content), with translated messages.
      required: true,
      content: {
        'multipart/form-data': {
          schema: z
            .object({
              image: z.any().openapi({ type: 'string', format: 'binary' }),
              kind: z.enum(['blog-image', 'author-avatar']),
            })
            .partial(),
        },
      },
    },
  },
  responses: {
    201: { description: 'The stored image', ...json(z.object({ id: z.string(), url: z.string() })) },
    ...invalid,
    ...adminOnly,
  },
});

const preview = createRoute({
  method: 'post',
  path: '/admin/blog/preview',
  tags,
  summary: 'Render Markdown as a post would show it (the editor’s live preview)',
  security,
  request: { body: { required: true, ...json(blogPreviewInputSchema) } },
  responses: {
    200: { description: 'Sanitised HTML', ...json(z.object({ html: z.string() })) },
    ...invalid,
    ...adminOnly,
  },
});

const listCategories = createRoute({
  method: 'get',
  path: '/admin/blog/categories',
  tags,
  summary: 'Categories with their names in three languages',
  security,
  responses: {
    200: { description: 'The categories', ...json(z.array(adminBlogCategorySchema)) },
    ...adminOnly,
  },
});
const createCategory = createRoute({
  method: 'post',
  path: '/admin/blog/categories',
  tags,
  summary: 'Create a category',
  security,
  request: { body: { required: true, ...json(blogCategoryInputSchema) } },
  responses: { 201: { description: 'Created', ...json(idOnly) }, ...invalid, ...adminOnly },
});
const updateCategory = createRoute({
  method: 'put',
  path: '/admin/blog/categories/{id}',
  tags,
  summary: 'Change a category',
  security,
  request: { params: intId, body: { required: true, ...json(blogCategoryInputSchema) } },
  responses: { 200: { description: 'Saved', ...json(idOnly) }, ...invalid, ...notFound, ...adminOnly },
});
const deleteCategory = createRoute({
  method: 'delete',
  path: '/admin/blog/categories/{id}',
  tags,
  summary: 'Delete a category (its posts stay, without one)',
  security,
  request: { params: intId },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...adminOnly },
});

const listAuthors = createRoute({
  method: 'get',
  path: '/admin/blog/authors',
  tags,
  summary: 'Authors with their descriptions in three languages',
  security,
  responses: { 200: { description: 'The authors', ...json(z.array(adminBlogAuthorSchema)) }, ...adminOnly },
});
const createAuthor = createRoute({
  method: 'post',
  path: '/admin/blog/authors',
  tags,
  summary: 'Create an author',
  description:
    'An `avatar` that is not an image uploaded with `POST /admin/blog/images` is refused with 400 on `avatar`; a `slug` another author uses, with 400 on `slug`.',
  security,
  request: { body: { required: true, ...json(blogAuthorInputSchema) } },
  responses: { 201: { description: 'Created', ...json(idOnly) }, ...invalid, ...adminOnly },
});
const updateAuthor = createRoute({
  method: 'put',
  path: '/admin/blog/authors/{id}',
  tags,
  summary: 'Change an author',
  description:
    'An `avatar` that is not an image uploaded with `POST /admin/blog/images` is refused with 400 on `avatar`; a `slug` another author uses, with 400 on `slug`.',
  security,
  request: { params: intId, body: { required: true, ...json(blogAuthorInputSchema) } },
  responses: { 200: { description: 'Saved', ...json(idOnly) }, ...invalid, ...notFound, ...adminOnly },
});
const deleteAuthor = createRoute({
  method: 'delete',
  path: '/admin/blog/authors/{id}',
  tags,
  summary: 'Delete an author (their posts stay, without an author)',
  security,
  request: { params: intId },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...adminOnly },
});

const listTags = createRoute({
  method: 'get',
  path: '/admin/blog/tags',
  tags,
  summary: 'Every tag with its number of posts (drafts included)',
  security,
  responses: { 200: { description: 'The tags', ...json(z.array(blogTagSchema)) }, ...adminOnly },
});
const renameTag = createRoute({
  method: 'put',
  path: '/admin/blog/tags/{id}',
  tags,
  summary: 'Rename a tag (a name another tag has merges the two)',
  security,
  request: { params: intId, body: { required: true, ...json(blogTagInputSchema) } },
  responses: {
    200: { description: 'The tag that remains', ...json(idOnly) },
    ...invalid,
    ...notFound,
    ...adminOnly,
  },
});
const deleteTag = createRoute({
  method: 'delete',
  path: '/admin/blog/tags/{id}',
  tags,
  summary: 'Delete a tag (its posts stay)',
  security,
  request: { params: intId },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...adminOnly },
});

export const adminBlogApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Only admins, checked before the request is validated.
adminBlogApi.use('/admin/blog/*', async (c, next) => {
  await requireAdmin(c);
  c.header('cache-control', 'private, no-store');
  await next();
});

adminBlogApi
  .openapi(listPosts, async (c) =>
    c.json(await c.var.services.blog.admin.listAdminBlogPosts(c.req.valid('query')), 200),
  )
  .openapi(createPost, async (c) =>
    c.json(await c.var.services.blog.admin.createBlogPost(c.req.valid('json')), 201),
  )
  .openapi(getPost, async (c) =>
    c.json(await c.var.services.blog.admin.getAdminBlogPost(c.req.valid('param').id), 200),
  )
  .openapi(updatePost, async (c) =>
    c.json(await c.var.services.blog.admin.updateBlogPost(c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(deletePost, async (c) => {
    await c.var.services.blog.admin.deleteBlogPost(c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(uploadImage, async (c) => {
    const body = await c.req.parseBody();
    const kind = body.kind === 'author-avatar' ? 'author-avatar' : 'blog-image';
    const file = body.image;
    if (!file || typeof file === 'string')
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { image: ['validation.fileRequired'] } });
    const stored = await c.var.services.blog.admin.storeImage(
      kind,
      new Uint8Array(await file.arrayBuffer()),
      'image',
    );
    return c.json({ id: stored.id, url: mediaPath(stored.id) }, 201);
  })
  .openapi(preview, async (c) =>
    c.json({ html: c.var.services.blog.admin.renderMarkdown(c.req.valid('json').content) }, 200),
  )
  .openapi(listCategories, async (c) =>
    c.json(await c.var.services.blog.admin.listAdminBlogCategories(), 200),
  )
  .openapi(createCategory, async (c) =>
    c.json(await c.var.services.blog.admin.saveBlogCategory(c.req.valid('json')), 201),
  )
  .openapi(updateCategory, async (c) =>
    c.json(
      await c.var.services.blog.admin.saveBlogCategory(c.req.valid('json'), c.req.valid('param').id),
      200,
    ),
  )
  .openapi(deleteCategory, async (c) => {
    await c.var.services.blog.admin.deleteBlogCategory(c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listAuthors, async (c) => c.json(await c.var.services.blog.admin.listAdminBlogAuthors(), 200))
  .openapi(createAuthor, async (c) =>
    c.json(await c.var.services.blog.admin.saveBlogAuthor(c.req.valid('json')), 201),
  )
  .openapi(updateAuthor, async (c) =>
    c.json(await c.var.services.blog.admin.saveBlogAuthor(c.req.valid('json'), c.req.valid('param').id), 200),
  )
  .openapi(deleteAuthor, async (c) => {
    await c.var.services.blog.admin.deleteBlogAuthor(c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listTags, async (c) => c.json(await c.var.services.blog.admin.listAdminBlogTags(), 200))
  .openapi(renameTag, async (c) =>
    c.json(
      await c.var.services.blog.admin.renameBlogTag(c.req.valid('param').id, c.req.valid('json').name),
      200,
    ),
  )
  .openapi(deleteTag, async (c) => {
    await c.var.services.blog.admin.deleteBlogTag(c.req.valid('param').id);
    return c.body(null, 204);
  });
