import { readOwnFile } from '../../core/files/read-own-file.ts';
import { readPublicImage } from '../../core/files/read-public-image.ts';
import type { ServiceContext } from './context.ts';

/** Stored files: a user's own uploads, and the public images served at `/media/{id}`. */
export function createFilesServices({ db, files }: ServiceContext) {
  return {
    readOwnFile: (userId: string, fileId: string, isAdmin = false) =>
      readOwnFile({ db, files, userId, fileId, isAdmin }),
    /** An event, blog or link image for `/media/{id}`; undefined for any other file. */
    readPublicImage: (id: string) => readPublicImage({ db, files, id }),
  };
}
