/**
 * Limits and options of accounts, without the schemas: pages import them without the validation
 * library (ADR 092).
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Avatar and photo uploads (docs/product/constants.md). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Remember-me sessions last 30 days; others end with the browser session (and after a day at most). */
export const SESSION_DAYS = 30;
/** How long the stored redirect target lives (docs/product/constants.md: 1/48 day). */
export const REDIRECT_COOKIE = 'redirect-target';
export const REDIRECT_COOKIE_SECONDS = 30 * 60;
/** Time horizons of a candidate who is looking for a job. */
export const jobLookingHorizons = ['now', 'months_1_3', 'months_3_6', 'later'] as const;
