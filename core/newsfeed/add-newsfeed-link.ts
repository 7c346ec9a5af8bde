import { eq } from 'drizzle-orm';
import type { AdminLink } from '../../contracts/newsfeed.ts';
import { newsfeedLink } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminLink, languageOf } from './link-record.ts';
import { type LinkImageDeps, deleteStoredImages, storeFirstImage } from './link-images.ts';

const exists = () => new AppError('LINK_EXISTS', { fieldErrors: { url: ['validation.linkExists'] } });

/** The host name without `www.`, the site name of last resort. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * An admin adds a link: the page is fetched once through the guarded fetcher, its preview (title,
 * site name, description, language, image, icon) read and stored, the image and icon downloaded once
 * and kept in the portal's storage. The link is unpublished until an admin publishes it. A URL the
 * fetcher refuses or cannot use stores nothing.
 */
export async function addNewsfeedLink({ url, ...deps }: LinkImageDeps & { url: string }): Promise<AdminLink> {
  const { db } = deps;
  const wanted = new URL(url).href;
  const taken = async (candidate: string) =>
    (await db.select({ id: newsfeedLink.id }).from(newsfeedLink).where(eq(newsfeedLink.url, candidate)))
      .length > 0;
  if (await taken(wanted)) throw exists();
  const page = await deps.fetcher.readPage(wanted);
  if (page.url !== wanted && (await taken(page.url))) throw exists();
  const [image, icon] = await Promise.all([
    storeFirstImage(deps, { urls: page.images, kind: 'link-image', box: [1200, 630], format: 'webp' }),
    storeFirstImage(deps, { urls: page.icons, kind: 'link-icon', box: [64, 64], format: 'png' }),
  ]);
  const stored = [image, icon].filter((id): id is string => Boolean(id));
  try {
    const [row] = await db
      .insert(newsfeedLink)
      .values({
        url: page.url,
        title: page.title ?? hostOf(page.url),
        siteName: page.siteName ?? hostOf(page.url),
        description: page.description ?? null,
        language: languageOf(page.language),
        images: image ? [image] : [],
        favicons: icon ? [icon] : [],
        published: false,
      })
      .returning();
    return toAdminLink(row!);
  } catch (error) {
    await deleteStoredImages(deps, stored);
    // Added by someone else meanwhile (the URL is unique).
    if (await taken(page.url)) throw exists();
    throw error;
  }
}
