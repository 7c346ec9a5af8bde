import { AwsClient } from 'aws4fetch';
import type { FileStore } from '../../core/shared/ports.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO / Ceph / R2 address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Uploaded files in any S3-compatible object store (path-style addressing, signature V4). Objects are
 * private; the portal streams them to authorised users itself.
 */
export function createS3FileStore(options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (action: string, key: string, response: Response) => {
    throw new Error(
      `S3 ${action} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('put', key, response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return undefined;
      if (!response.ok) await fail('get', key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('delete', key, response);
    },
  };
}
