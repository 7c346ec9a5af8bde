import type Sharp from 'sharp';

/**
 * sharp and libvips, loaded on the first image: about 24 MB of the server's memory that only an
 * upload needs (ADR 082). libvips' operation cache (up to 50 MB by default) is off: every upload is a
 * new image, so nothing in it is ever reused; one thread per image keeps the decoded pixels of two
 * concurrent uploads to two sets of tile buffers.
 */
let loaded: Promise<typeof Sharp> | undefined;
export const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
