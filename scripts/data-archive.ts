// `npm run data:export -- <file>`: one archive of every table and every stored file of the configured
// database (PGlite in DATA_DIR or DATABASE_URL) and file store (DATA_DIR/uploads or S3); a name ending
// in `.gz` is gzipped; it runs while the portal runs.
// `npm run data:import -- <file>`: loads such an archive into the configured database and file store,
// which must be empty; the archive is checked whole (format version, every sha256) before anything
// is written, and a refusal leaves the target as it was. ADR 134.
import { loadConfig } from '../server/config.ts';
import { ArchiveError, exportData, importData } from '../server/data-archive-commands.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !file || file.startsWith('-')) {
  console.error(
    'usage: npm run data:export -- <file.tar | file.tar.gz>\n       npm run data:import -- <file>',
  );
  process.exit(64);
}
const started = Date.now();
const log = (message: string) => console.error(message);
const took = () => `in ${((Date.now() - started) / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
try {
  if (command === 'export') {
    const done = await exportData(loadConfig(), file, log);
    const missing = done?.missing.length ? `; ${done.missing.length} files were missing from the store` : '';
    log(
      done
        ? `wrote ${file}: ${done.tables} tables, ${done.rows} rows, ${done.files} files (${mb(done.fileBytes)})${missing} ${took()}`
        : `wrote ${file} ${took()}`,
    );
  } else {
    const done = await importData(loadConfig(), file, log);
    log(
      `imported ${file}: ${done.tables} tables, ${done.rows} rows, ${done.files} files (${mb(done.fileBytes)}) ${took()}. ` +
        'Sessions stay valid where BETTER_AUTH_SECRET is the source portal’s (embedded: DATA_DIR/secrets/better-auth-secret).',
    );
  }
} catch (error) {
  log(`${command} ${error instanceof ArchiveError ? 'refused' : 'failed'}: ${(error as Error).message}`);
  process.exitCode = 1;
}
