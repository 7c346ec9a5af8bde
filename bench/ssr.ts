import { startServer } from '../tests/e2e/support/server-process.ts';
import { fmt, load, type LoadResult } from './lib/load.ts';

export interface SsrBench {
  jobList: LoadResult;
  trivial: LoadResult;
  ratio: number;
}

/**
 * Server rendering of the job list (search, facets, 20 cards) against a trivial page of the same
 * app (the "coming soon" page: same layout, no data), on the embedded default, in the same run.
 */
export async function benchSsr(): Promise<SsrBench> {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  try {
    const options = { concurrency: 8, durationMs: 15_000, warmupMs: 3_000 };
    const jobList = await load(
      server.url,
      [{ path: '/jobs' }, { path: '/jobs?q=java' }, { path: '/jobs?type=contract&page=2' }],
      options,
    );
    const trivial = await load(server.url, [{ path: '/salary-calculator' }], options);
    const result = { jobList, trivial, ratio: jobList.rps / trivial.rps };
    console.log(
      `SSR job list ${fmt(jobList.rps, 0)} req/s (p95 ${fmt(jobList.p95)} ms), trivial ${fmt(trivial.rps, 0)} req/s; ratio ${fmt(result.ratio, 2)}`,
    );
    return result;
  } finally {
    await server.stop();
  }
}
