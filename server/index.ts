// Process entry: production mode unless told otherwise, so React and React Router load their
// production builds; then the server proper.
process.env.NODE_ENV ??= 'production';

/**
 * Memory settings read only when a process starts (ADR 082, ADR 093), measured to keep the server on the
 * embedded database below 400 MB RSS under sustained load:
 * - glibc keeps memory freed by other threads (WebAssembly compilation, libuv's pool) in per-thread
 *   arenas, up to 8 per core, and raises its mmap threshold after large frees;
 * - V8 sizes its heap for the machine (semi-spaces of 32 MB, a limit of gigabytes), so it collects
 *   garbage, and the buffers it holds, only once hundreds of MB have piled up. The live heap of the
 *   server bundle is 90-100 MB (old space 60-82 MB, also with 10,000 jobs in the search index);
 *   144 MB of old space keeps room besides for the bodies in flight, whose text the body limits bound
 *   to a few MB of heap each (ADR 094; files stay outside the heap as array buffers).
 * On Linux and on the embedded database the process replaces itself once with them (same process id,
 * signals and output). Flags or variables already given win.
 */
const ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
const V8_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=144'];

if (
  process.platform === 'linux' &&
  // Only the embedded deployment (PGlite in this process) has the 400 MB bar; with PostgreSQL the
  // search index of a large job table may need more heap than 256 MB.
  !process.env.DATABASE_URL &&
  process.env.PORTAL_MEMORY_TUNED === undefined &&
  typeof process.execve === 'function'
) {
  const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  const flags = V8_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]!));
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...ALLOCATOR,
      ...process.env,
      PORTAL_MEMORY_TUNED: '1',
    },
  );
}
await import('./main.ts');
export {};
