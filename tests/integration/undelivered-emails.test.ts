import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../setup/api-users.ts';

const notice = (to: string) => ({
  template: 'staff-notification',
  to,
  locale: 'sk' as const,
  data: {
    kind: 'referral',
    reference: 'Jana Nováková',
    fields: [],
    adminUrl: 'https://kariera.test/admin/referrals/1',
  },
});

describe('e-mails that cannot be queued or sent', () => {
  // Nothing listens on port 1: every delivery attempt fails.
  const app = fileTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('on a local setup HR notifications are queued to a valid default address', async () => {
    const ctx = app();
    await expect(ctx.accounts.deps.mail.send(notice(ctx.config.hrEmail))).resolves.toBeUndefined();
  });

  it('a refused notification is kept with its reason for the admin, who can retry it', async () => {
    const ctx = app();
    await expect(ctx.accounts.deps.mail.send(notice('hr@localhost'))).rejects.toThrow(/to/);
    const [refused] = await ctx.services.outbox.admin.listUndeliveredEmails();
    expect(refused).toMatchObject({ to: 'hr@localhost', template: 'staff-notification' });
    expect(refused?.error).toMatch(/Invalid payload/);
  });

  it('an e-mail the server could not deliver on its last attempt is listed and retried with fresh attempts', async () => {
    const ctx = app();
    await ctx.accounts.queue.enqueue('send-email', notice('hr@kariera.test'), { maxAttempts: 1 });
    while ((await ctx.accounts.runner.runDue()) > 0);
    const failed = (await ctx.services.outbox.admin.listUndeliveredEmails()).find(
      (e) => e.to === 'hr@kariera.test',
    );
    expect(failed?.error).toBeTruthy();
    await ctx.services.outbox.admin.retryEmail(failed!.id);
    expect((await ctx.services.outbox.admin.listUndeliveredEmails()).some((e) => e.id === failed!.id)).toBe(
      false,
    );
    expect(await ctx.accounts.runner.runDue()).toBe(1);
    expect((await ctx.services.outbox.admin.listUndeliveredEmails()).some((e) => e.id === failed!.id)).toBe(
      true,
    );
    await expect(ctx.services.outbox.admin.retryEmail(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
