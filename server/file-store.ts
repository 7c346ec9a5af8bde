import path from 'node:path';
import type { FileStore, FileStreams } from '../core/shared/ports.ts';
import { createDiskFileStore } from '../infra/storage/disk-file-store.ts';
import { createS3FileStore } from '../infra/storage/s3-file-store.ts';
import type { Config } from './config.ts';

export type FileStoreKind = 'disk' | 's3';

/** The file store the configuration names: S3 when `S3_BUCKET` and its keys are set, else `DATA_DIR/uploads`. */
export function createConfiguredFileStore(
  config: Pick<
    Config,
    'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_ENDPOINT' | 'S3_REGION' | 'dataDir'
  >,
): { store: FileStore & FileStreams; kind: FileStoreKind } {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return {
      kind: 's3',
      store: createS3FileStore({
        endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION ?? 'us-east-1'}.amazonaws.com`,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION ?? 'us-east-1',
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      }),
    };
  return { kind: 'disk', store: createDiskFileStore(path.join(config.dataDir, 'uploads')) };
}
