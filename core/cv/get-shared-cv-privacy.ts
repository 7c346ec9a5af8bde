import type { CvPrivacy } from '../../contracts/cv.ts';
import type { Db } from '../../db/client.ts';
import { findSharedCv } from './view-shared-cv.ts';

/**
 * The privacy level of a shared CV's link (NOT_FOUND for an unknown one), so that its page can tell
 * a signed-out visitor that a CV is private rather than ask them to sign in. It says nothing of
 * the CV itself.
 */
export async function getSharedCvPrivacy({ db, token }: { db: Db; token: string }): Promise<CvPrivacy> {
  return (await findSharedCv(db, token)).privacy as CvPrivacy;
}
