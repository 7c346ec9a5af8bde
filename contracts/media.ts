/** Largest image accepted for upload (photos, event images, featured images): docs/product/validation.md, docs/product/constants.md. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Kinds of stored images that anyone may load through `/media/{id}` (never CV photos or avatars). */
export const PUBLIC_IMAGE_KINDS = [
  'event-image',
  'organizer-logo',
  'blog-image',
  'author-avatar',
  'link-image',
  'link-icon',
] as const;
export type PublicImageKind = (typeof PUBLIC_IMAGE_KINDS)[number];

/** The path under which a public image is served (the stored id carries the extension). */
export const mediaPath = (storedId: string) => `/media/${storedId}`;

/** The image types accepted for upload (event images, featured images, authors' avatars). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
