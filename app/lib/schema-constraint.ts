import { getZodConstraint } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { Constraints } from './use-schema-form.ts';

/**
 * The HTML constraints of a schema. A field the schema accepts absent is not required. The shared
 * checkbox schema transforms "on" into a boolean, which reads as required; the ones named in
 * `optional` may stay unticked.
 *
 * Public forms take theirs from `form-constraints.ts`, generated from the same schemas, so their
 * pages load no schema before a visitor starts filling them in (ADR 092).
 */
export function constraintOf(schema: z.ZodType, optional: readonly string[] = []): Constraints {
  // A plain copy: the adapter answers from a cache of its own, which would hide the overrides.
  const constraint: Constraints = { ...getZodConstraint(schema) };
  // A field its schema accepts absent is optional, however the schema transforms it afterwards (a
  // list typed as text, "Tags (optional)"): the adapter reads a pipe's output as required.
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  for (const [name, field] of Object.entries(shape ?? {})) {
    if (constraint[name]?.required && field.safeParse(undefined).success)
      constraint[name] = { ...constraint[name], required: false };
  }
  for (const name of optional) constraint[name] = { ...constraint[name], required: false };
  return constraint;
}
