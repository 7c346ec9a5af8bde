import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './server-process.ts';

export interface TestIdentity {
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment that makes the portal offer this provider as its OpenID Connect sign-in. */
  env(name?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free local port, with its development
 * login and consent screens. Whatever login a person types is the subject; `identities` gives each
 * subject its e-mail and name (two subjects may share an e-mail: two credentials of one person).
 */
export async function startOidcProvider({
  portalUrl,
  identities,
}: {
  portalUrl: string;
  identities: Record<string, TestIdentity>;
}): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'kariera-portal';
  const clientSecret = 'e2e-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${portalUrl}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const identity = identities[sub];
      if (!identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: identity.email,
            email_verified: true,
            name: identity.name,
            given_name: identity.givenName,
            family_name: identity.familyName,
          };
        },
      };
    },
  });
  provider.proxy = false;
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    env: (name = 'Test ID') => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: name,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
