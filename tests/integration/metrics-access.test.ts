import { describe, expect, it } from 'vitest';
import {
  fileTestApp,
  registerCandidate,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';

const TOKEN = 'prometheus-scrape-token-0123456789';
const ADMIN = `metrics.admin.${Date.now()}@example.sk`;
const app = fileTestApp({ METRICS_TOKEN: TOKEN, ADMIN_EMAILS: ADMIN });

const metrics = (headers: Record<string, string> = {}) => app().app.request('/metrics', { headers });

describe('/metrics', () => {
  it('is closed to anonymous visitors, wrong tokens and candidates', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics({ authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await metrics({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await metrics({ authorization: TOKEN })).status).toBe(401);
    const { cookie } = await registerCandidate(app);
    const candidate = await metrics({ cookie });
    expect(candidate.status).toBe(401);
    expect(await candidate.text()).not.toContain('http_requests_total');
  });

  it('answers Prometheus with the token and an admin with a session', async () => {
    const scraped = await metrics({ authorization: `Bearer ${TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_requests_total');
    const { cookie } = await registerVerifiedCandidate(app, { email: ADMIN });
    await verifyEmailByLink(app, ADMIN);
    const admin = await metrics({ cookie });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });
});
