import type { Db } from '../../db/client.ts';
import {
  computeWage,
  type ProgrammerWageInput,
  type TesterWageInput,
  type WageEstimate,
} from '../questionnaire/compute-wage.ts';
import { findTechnologyClasses } from './find-technology-classes.ts';

/** The wage estimate of some answers with the current technology categories (the thank-you page). */
export async function estimateWage({
  db,
  input,
}: {
  db: Db;
  input: ProgrammerWageInput | TesterWageInput;
}): Promise<WageEstimate> {
  const names = input.profession === 'programmer' ? input.technologiesKnown : [];
  const { classes } = await findTechnologyClasses({ db, names });
  return computeWage(input, classes);
}
