import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../contracts/account-values.ts';

/**
 * The error key for a chosen photo, or null when it may be uploaded: an image type the portal takes
 * and at most 5 MB (docs/product/validation.md). The browser and the action check this; the gateway sniffs the content.
 */
export function avatarProblem(file: File | undefined | null): string | null {
  if (!file || file.size === 0) return null;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'validation.avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'validation.avatarSize';
  return null;
}
