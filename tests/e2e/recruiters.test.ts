import { describe, expect, inject, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { portalApi, signUpInBrowser } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, outboxMailbox } from './support/mailbox.ts';
import { sharedAdminEmail } from './support/shared-server.ts';

const browser = setupBrowser();
const n = Date.now();
const ADMIN = validRegistration({ email: sharedAdminEmail('recruiters') });
/** A German-speaking candidate with a name no demo account has. */
const CANDIDATE = validRegistration({
  email: `zuzana.recruiters.${n}@example.sk`,
  firstName: 'Zuzana',
  lastName: `Hľadaná${n}`,
  language: 'de',
});
/** A minimal PDF: the upload is recognised by its content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('recruiters find the candidates who let them', () => {
  const base = inject('baseUrl');
  const api = portalApi(() => base);

  it('an admin sees an opted-in candidate ranked for a job and invites them; the candidate sees the invitation and the timeline', async () => {
    const mailbox = outboxMailbox(inject('dataDir'));
    const [target] = (
      await api.json<{ page: { content: { id: number; name: string; expertises: { name: string }[] }[] } }>(
        'POST',
        '/api/job-descriptions',
        { body: { size: 50 } },
      )
    ).page.content.filter((j) => j.expertises.length >= 2);
    expect(target).toBeDefined();
    const [first, second] = target!.expertises;

    // The candidate: a CV with two of the job's technologies, then the switch on the privacy page.
    const candidate = await browser.page({ locale: 'de-DE' });
    await signUpInBrowser(candidate, base, CANDIDATE);
    await confirmAddress(mailbox, CANDIDATE.email);
    const cv = await candidate.request.put(`${base}/api/candidates/my/cv`, {
      headers: { origin: base },
      data: {
        technologies: [
          { name: first!.name, years: '5-10', specialization: true },
          { name: second!.name, years: '1', specialization: false },
        ],
      },
    });
    expect(cv.status(), await cv.text()).toBe(200);
    await candidate.goto(`${base}/de/profile/privacy`);
    await settled(candidate);
    const findMe = candidate.getByRole('switch', { name: 'Recruiter des Unternehmens dürfen mich finden' });
    expect(await findMe.isChecked()).toBe(false);
    await findMe.check();
    await candidate.getByRole('button', { name: 'Speichern' }).click();
    await candidate.waitForURL(/recruiters=on/);
    await settled(candidate);
    expect(await candidate.getByRole('status').first().innerText()).toContain('können Sie jetzt finden');
    expect(await candidate.getByRole('switch', { name: /Recruiter des Unternehmens/ }).isChecked()).toBe(
      true,
    );
    expect(await candidate.getByTestId('recruiters-state').innerText()).toMatch(/Eingeschaltet seit/);

    // The admin: the job's candidates, ranked with the reasons, and the invitation.
    const admin = await browser.page({ locale: 'en-GB' });
    await signUpInBrowser(admin, base, ADMIN);
    await confirmAddress(mailbox, ADMIN.email);
    await admin.goto(`${base}/en/admin/jobs/${target!.id}`);
    await settled(admin);
    await admin.getByRole('link', { name: 'Candidates who match' }).click();
    await admin.waitForURL(new RegExp(`/en/admin/jobs/${target!.id}/candidates$`));
    await settled(admin);
    const row = admin.getByTestId('ranked-candidate').filter({ hasText: CANDIDATE.lastName as string });
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('ranked-score').innerText()).toMatch(/^\d+ %$/);
    const reasons = await row.getByTestId('ranked-reasons').innerText();
    expect(reasons).toContain(first!.name);
    expect(reasons).toContain(second!.name);
    expect(await row.getByRole('link', { name: `Open the CV of Zuzana ${CANDIDATE.lastName}` }).count()).toBe(
      1,
    );

    await row.getByRole('button', { name: `Invite Zuzana ${CANDIDATE.lastName} to apply` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Zuzana ${CANDIDATE.lastName} gets an e-mail`);
    await dialog.getByRole('button', { name: 'Invite to apply' }).click();
    await expect.poll(() => admin.getByRole('status').first().innerText()).toContain('has been invited');
    await expect.poll(() => row.innerText()).toContain('Invited');
    expect(await row.getByRole('button', { name: /Invite/ }).count()).toBe(0);

    // The e-mail, in the candidate's language, links to the job.
    const mail = await mailbox.waitFor(CANDIDATE.email, /Einladung zur Bewerbung/);
    expect(mail.subject).toContain(target!.name);
    expect(linkTo(mail, `/de/jobs/${target!.id}`)).toBe(`${base}/de/jobs/${target!.id}`);

    // The candidate sees the invitation; once they apply and the status moves, the timeline.
    await candidate.goto(`${base}/de/profile/applications`);
    await settled(candidate);
    const invitations = candidate.getByTestId('invitations');
    expect(await invitations.innerText()).toContain(target!.name);
    expect(await invitations.getByRole('link', { name: 'Bewerben' }).getAttribute('href')).toBe(
      `/de/jobs/${target!.id}/apply`,
    );

    const uploaded = await candidate.request.post(`${base}/api/job-application/cv-upload`, {
      headers: { origin: base },
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    const fileId = ((await uploaded.json()) as { id: string }).id;
    const applied = await candidate.request.post(`${base}/api/job-application/apply`, {
      headers: { origin: base },
      data: { ...CANDIDATE, id: target!.id, fileId, consent: true },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { id: number }).id;
    const moved = await admin.request.put(`${base}/api/admin/applications/${applicationId}/status`, {
      headers: { origin: base },
      data: { status: 'in_review' },
    });
    expect(moved.status()).toBe(200);

    await candidate.reload();
    await settled(candidate);
    expect(await candidate.getByTestId('invitations').count()).toBe(0);
    const timeline = candidate.getByRole('list', { name: `Verlauf der Bewerbung für ${target!.name}` });
    const steps = await timeline.getByRole('listitem').allInnerTexts();
    expect(steps.map((s) => s.replace(/^[\d.\s]+/, '').trim())).toEqual([
      'Von einem Recruiter eingeladen',
      'Eingegangen',
      'In Prüfung',
    ]);
    expect(await timeline.locator('[aria-current="step"]').innerText()).toContain('In Prüfung');
    await mailbox.waitFor(CANDIDATE.email, /wird geprüft/);
  });
});
