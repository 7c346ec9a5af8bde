import type { JobSeed } from './types.ts';
import { jobsPart1 } from './jobs-1.ts';
import { jobsPart2 } from './jobs-2.ts';
import { jobsPart3 } from './jobs-3.ts';
import { jobsPart4 } from './jobs-4.ts';

/** Demo job offers, hand-written in their own languages. */
export const jobs: JobSeed[] = [...jobsPart1, ...jobsPart2, ...jobsPart3, ...jobsPart4];
