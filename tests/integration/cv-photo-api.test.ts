import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../db/schema/files.ts';
import { apiCaller, fileTestApp, registerVerifiedCandidate } from '../setup/api-users.ts';

/**
 * The CV photo: upload (sniffed, re-encoded without metadata, ≤ 5 MB), replacement and removal that
 * delete the old file, the photo of the shared CV under its privacy, and erasure with the account.
 */
const app = fileTestApp();
const call = apiCaller(app);
let owner: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let other: Awaited<ReturnType<typeof registerVerifiedCandidate>>;

const photoForm = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
};

/** A 1600 × 1200 JPEG with EXIF (camera make, GPS-like comment) that must not survive. */
const cameraJpeg = async (background = '#3366cc') =>
  new Uint8Array(
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
      .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'Home, Žilina 49.22N 18.74E' } })
      .jpeg()
      .toBuffer(),
  );

const photoRows = (userId: string) =>
  app()
    .database.db.select()
    .from(storedFile)
    .where(and(eq(storedFile.ownerUserId, userId), eq(storedFile.kind, 'cv-photo')));

const share = (cookie: string, privacy: string) =>
  call('PUT', '/api/candidates/my/cv-settings', {
    cookie,
    body: { language: 'sk', privacy, contactVisible: false, graphVisible: true },
  });

beforeAll(async () => {
  owner = await registerVerifiedCandidate(app);
  other = await registerVerifiedCandidate(app);
  expect((await share(owner.cookie, 'public')).status).toBe(200);
});

describe('CV photo', () => {
  it('asks for a session before it looks at the body', async () => {
    const junk = await call('PUT', '/api/candidates/my/cv/photo', { body: photoForm(new Uint8Array(3)) });
    expect(junk.status).toBe(401);
    expect((await call('DELETE', '/api/candidates/my/cv/photo')).status).toBe(401);
  });

  it('stores an upload re-encoded as JPEG within 800 × 800 without metadata, shown on the shared CV', async () => {
    const put = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: owner.cookie,
      body: photoForm(await cameraJpeg()),
    });
    expect(put.status, await put.clone().text()).toBe(204);
    const token = owner.body.cvSettings.token;
    const shared = await (await call('GET', `/api/cv/${token}`)).json();
    expect(shared.photoUrl).toBe(`/api/cv/${token}/photo`);
    const photo = await call('GET', shared.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes('SecretCam')).toBe(false);
    const mine = await call('GET', '/api/candidates/my/cv/photo', { cookie: owner.cookie });
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(bytes);
    // The PDF of the shared CV embeds it for any viewer, not only the owner.
    const pdf = await call('GET', `/api/cv/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).includes('/Subtype /Image')).toBe(true);
  });

  it('refuses a fake image and a file over 5 MB with translated messages, keeping the stored photo', async () => {
    const before = await photoRows(owner.id);
    expect(before).toHaveLength(1);
    const fake = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: owner.cookie,
      lang: 'sk',
      body: photoForm(
        new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        'me.png',
        'image/png',
      ),
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).fieldErrors.file).toEqual([
      'Vyberte obrázok vo formáte JPEG, PNG alebo WebP.',
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: owner.cookie,
      lang: 'de',
      body: photoForm(big),
    });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).fieldErrors.file).toEqual(['Das Bild darf nicht größer als 5 MB sein.']);
    const none = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: owner.cookie,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(await photoRows(owner.id)).toEqual(before);
  });

  it('deletes the old file when the photo is replaced', async () => {
    const [old] = await photoRows(owner.id);
    const files = app().accounts.deps.files;
    expect(await files.get(old!.storageKey)).toBeDefined();
    const put = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: owner.cookie,
      body: photoForm(await cameraJpeg('#cc3366'), 'new.png', 'image/png'),
    });
    expect(put.status).toBe(204);
    const now = await photoRows(owner.id);
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(old!.id);
    expect(await files.get(old!.storageKey)).toBeUndefined();
    expect(await files.get(now[0]!.storageKey)).toBeDefined();
  });

  it('lets nobody else change or see a private CV’s photo', async () => {
    const [mine] = await photoRows(owner.id);
    expect((await call('DELETE', '/api/candidates/my/cv/photo', { cookie: other.cookie })).status).toBe(204);
    expect(await photoRows(owner.id)).toEqual([mine]);
    expect((await share(owner.cookie, 'private')).status).toBe(200);
    const photoUrl = `/api/cv/${owner.body.cvSettings.token}/photo`;
    expect((await call('GET', photoUrl, { cookie: other.cookie })).status).toBe(403);
    expect((await call('GET', photoUrl)).status).toBe(401);
    expect((await call('GET', photoUrl, { cookie: owner.cookie })).status).toBe(200);
    expect(
      (await call('GET', `/api/cv/${other.body.cvSettings.token}/photo`, { cookie: other.cookie })).status,
    ).toBe(404);
  });

  it('removes the photo and its file', async () => {
    const [mine] = await photoRows(owner.id);
    expect((await call('DELETE', '/api/candidates/my/cv/photo', { cookie: owner.cookie })).status).toBe(204);
    expect(await photoRows(owner.id)).toEqual([]);
    expect(await app().accounts.deps.files.get(mine!.storageKey)).toBeUndefined();
    const shared = await (
      await call('GET', `/api/cv/${owner.body.cvSettings.token}`, { cookie: owner.cookie })
    ).json();
    expect(shared.photoUrl).toBeNull();
    expect((await call('GET', '/api/candidates/my/cv/photo', { cookie: owner.cookie })).status).toBe(404);
    expect((await call('DELETE', '/api/candidates/my/cv/photo', { cookie: owner.cookie })).status).toBe(204);
  });

  it('is erased with the account', async () => {
    const person = await registerVerifiedCandidate(app);
    const put = await call('PUT', '/api/candidates/my/cv/photo', {
      cookie: person.cookie,
      body: photoForm(await cameraJpeg()),
    });
    expect(put.status).toBe(204);
    const [photo] = await photoRows(person.id);
    const deleted = await call('DELETE', '/api/candidates/my', {
      cookie: person.cookie,
      body: { password: person.payload.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect(await photoRows(person.id)).toEqual([]);
    expect(await app().accounts.deps.files.get(photo!.storageKey)).toBeUndefined();
  });
});
