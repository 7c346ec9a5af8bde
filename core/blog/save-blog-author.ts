import { and, eq, ne, sql } from 'drizzle-orm';
import type { BlogAuthorInput } from '../../contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogAuthor, storedFile } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

const fieldError = (field: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: [`validation.${key}`] } });

/** Creates an author (no `id`) or changes one; the slug is unique, the avatar a stored author image. */
export async function saveBlogAuthor({
  db,
  id,
  input,
}: {
  db: Db;
  id?: number;
  input: BlogAuthorInput;
}): Promise<{ id: number }> {
  const [taken] = await db
    .select({ id: blogAuthor.id })
    .from(blogAuthor)
    .where(and(eq(blogAuthor.slug, input.slug), id === undefined ? sql`true` : ne(blogAuthor.id, id)));
  if (taken) throw fieldError('slug', 'slugTaken');
  if (input.avatar) {
    const [file] = await db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(and(eq(storedFile.id, input.avatar), eq(storedFile.kind, 'author-avatar')));
    if (!file) throw fieldError('avatar', 'invalid');
  }
  const values = {
    slug: input.slug,
    name: input.name,
    description: { sk: input.descriptionSk, en: input.descriptionEn, de: input.descriptionDe },
    avatarUrl: input.avatar,
  };
  if (id === undefined) {
    const [row] = await db.insert(blogAuthor).values(values).returning({ id: blogAuthor.id });
    return { id: row!.id };
  }
  const [row] = await db
    .update(blogAuthor)
    .set(values)
    .where(eq(blogAuthor.id, id))
    .returning({ id: blogAuthor.id });
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id };
}
