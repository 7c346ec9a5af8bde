import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore, FileStreams } from '../../core/shared/ports.ts';
import { exactly } from './disk-file-store.ts';

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
export function createS3FileStore(options: S3Options): FileStore & FileStreams {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (action: string, key: string, response: Response): Promise<never> => {
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
    async openRead(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) return fail('get', key, response);
      const size = Number(response.headers.get('content-length'));
      if (!Number.isSafeInteger(size)) throw new Error(`S3 get ${key}: no content length`);
      return { size, body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) };
    },
    async putStream(key, body, size, contentType) {
      // fetch would send a stream chunked, which S3 refuses for a PUT: the signed headers go out
      // through node:http with the length, and the payload is streamed unsigned (TLS protects it).
      const signed = await client.sign(urlOf(key), {
        method: 'PUT',
        headers: {
          'content-type': contentType,
          'content-length': String(size),
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
      });
      const url = new URL(signed.url);
      const headers = Object.fromEntries(signed.headers);
      headers['content-length'] = String(size);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = send(url, { method: 'PUT', headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text = (text + chunk).slice(0, 400)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        });
        req.on('error', reject);
        pipeline(Readable.from(body), exactly(size, key), req).catch(reject);
      });
      const { status, text } = await answer;
      if (status < 200 || status >= 300)
        throw new Error(`S3 put ${key} failed: ${status} ${text.slice(0, 200)}`);
    },
    async isEmpty() {
      const response = await client.fetch(`${base}?list-type=2&max-keys=1`);
      if (!response.ok) return fail('list', '', response);
      return !/<Contents>/.test(await response.text());
    },
  };
}
