/** The cookie-consent choice (docs/product/overview-and-users.md): necessary cookies always, analytics only when chosen. */
export const CONSENT_COOKIE = 'cc_cookie';
/** The banner's revision: a visitor who answered an older one is asked again. */
export const CONSENT_REVISION = 1;
/** How long a choice is kept before the banner asks again (about six months). */
export const CONSENT_MAX_AGE_DAYS = 182;

export type ConsentCategory = 'necessary' | 'analytics';

export interface Consent {
  categories: ConsentCategory[];
  revision: number;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  languageCode: string;
}

/** The categories a visitor consented to, from the value of a `Cookie` header or `document.cookie`; null when unanswered. */
export function readConsent(cookieHeader: string | null | undefined): ConsentCategory[] | null {
  const entry = (cookieHeader ?? '').split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as Partial<Consent>;
    if (value.revision !== CONSENT_REVISION || !Array.isArray(value.categories)) return null;
    return value.categories.includes('analytics') ? ['necessary', 'analytics'] : ['necessary'];
  } catch {
    return null;
  }
}

/** The cookie's value for a choice made now (kept compatible with the format stored so far). */
export function consentValue(analytics: boolean, languageCode: string, consentId: string): string {
  const now = new Date().toISOString();
  const consent: Consent = {
    categories: analytics ? ['necessary', 'analytics'] : ['necessary'],
    revision: CONSENT_REVISION,
    consentId,
    consentTimestamp: now,
    lastConsentTimestamp: now,
    languageCode,
  };
  return encodeURIComponent(JSON.stringify(consent));
}

/** The attributes of the consent cookie after `name=value`. */
export function consentCookieAttributes(secure: boolean): string {
  return `; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
