/**
 * Constants of events, without the schemas: pages import them without the validation library
 * (ADR 092).
 */

/** docs/product/states.md: the submission form's success state returns to idle after 6 s. */
export const EVENT_SUCCESS_RESET_MS = 6_000;

/** The entry to an event: free, or paid with a price in euros. */
export const eventEntries = ['free', 'paid'] as const;
