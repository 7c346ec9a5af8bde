/**
 * The password prompt protocol (docs/product/screens-and-routes.md, docs/product/roles.md) shared by the settings pages and their actions.
 *
 * A sensitive action (change e-mail, change password, delete account) that the server refuses with
 * `recent_login_required` answers with a {@link PasswordPromptRequest}. The page then shows the
 * password prompt dialog, whose form posts the same `intent`, the pending fields as hidden inputs
 * and the current password as `password`. The action re-authenticates with that password and runs
 * the sensitive call in the same request.
 */

/** Name of the field telling the actions of a page apart. */
export const INTENT_FIELD = 'intent';
/** Name of the prompt's password field. */
export const PROMPT_PASSWORD_FIELD = 'password';

export const settingsIntents = {
  changeEmail: 'change-email',
  changePassword: 'change-password',
  deleteAccount: 'delete-account',
  /** Re-authenticate a social-only account with its provider. */
  socialReauth: 'reauthenticate-social',
} as const;
export type SettingsIntent = (typeof settingsIntents)[keyof typeof settingsIntents];

/** What an action tells its page when the password prompt must open. */
export interface PasswordPromptRequest {
  intent: SettingsIntent;
  /** The fields of the pending form, re-posted unchanged as hidden inputs. */
  fields: Record<string, string>;
  /** Translation key (`common`) of the message under the password, e.g. after a wrong password. */
  error: string | null;
  /** Different on every reply, so the prompt's form starts empty after a failed attempt. */
  attempt: number;
}
