import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../core/shared/ports.ts';
import { createDiskFileStore } from '../../infra/storage/disk-file-store.ts';
import { createS3FileStore } from '../../infra/storage/s3-file-store.ts';

let s3: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'kariera-s3-')),
    configureBuckets: [{ name: 'kariera-test', configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3?.close());

const stores: Record<string, () => FileStore> = {
  disk: () => createDiskFileStore(mkdtempSync(path.join(tmpdir(), 'kariera-files-'))),
  // s3rver speaks the S3 REST protocol (path-style, signed requests) with its default credentials.
  s3: () =>
    createS3FileStore({
      endpoint,
      bucket: 'kariera-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
};

describe.each(Object.keys(stores))('%s file store', (kind) => {
  it('stores, reads back and deletes bytes under a key', async () => {
    const store = stores[kind]!();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
    await store.put('avatars/u1/abc', bytes, 'image/png');
    expect(await store.get('avatars/u1/abc')).toEqual(bytes);
    await store.delete('avatars/u1/abc');
    expect(await store.get('avatars/u1/abc')).toBeUndefined();
    await store.delete('avatars/u1/abc'); // deleting twice is fine
  });

  it('answers undefined for a key never stored', async () => {
    expect(await stores[kind]!().get('nothing/here')).toBeUndefined();
  });
});

it('the disk store refuses keys that leave its folder', async () => {
  const store = stores.disk!();
  await expect(store.put('../escape', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
    /invalid storage key/,
  );
});
