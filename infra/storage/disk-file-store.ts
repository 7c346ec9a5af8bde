import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore, FileStreams } from '../../core/shared/ports.ts';

/** Uploaded files as plain files under `dir` (the embedded default: `DATA_DIR/uploads`). */
export function createDiskFileStore(dir: string): FileStore & FileStreams {
  const fileOf = (key: string) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(key) || key.includes('..'))
      throw new Error('invalid storage key');
    return path.join(dir, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async openRead(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { size, body: createReadStream(file, { highWaterMark: 256 * 1024 }) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async putStream(key, body, size) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(Readable.from(body), exactly(size, key), createWriteStream(temp));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async isEmpty() {
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        return !entries.some((entry) => entry.isFile());
      } catch (error) {
        if (missing(error)) return true;
        throw error;
      }
    },
  };
}

/** Passes the bytes through and fails unless there are exactly `size` of them. */
export function exactly(size: number, key: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new Error(`${key}: more than the announced ${size} bytes`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`${key}: ${seen} bytes instead of ${size}`));
    },
  });
}
