import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Constraints } from '../../app/lib/use-schema-form.ts';
import { constraintOf } from '../../app/lib/schema-constraint.ts';
import { constraintFile, FORMS, OUTPUT_DIR } from '../../scripts/form-constraints.ts';

const generated = async (form: string) =>
  ((await import(`${OUTPUT_DIR}${constraintFile(form)}`)) as Record<string, Constraints>)[form];

describe('the public forms’ HTML constraints', () => {
  it('match the schemas their actions check with (regenerate: npx tsx scripts/form-constraints.ts)', async () => {
    expect(readdirSync(OUTPUT_DIR).sort()).toEqual(Object.keys(FORMS).map(constraintFile).sort());
    for (const [form, [schema, optional]] of Object.entries(FORMS)) {
      expect(await generated(form), form).toEqual(constraintOf(schema, optional));
    }
  });

  it('leave the fields a form names optional unrequired, even where the schema reads as required', async () => {
    expect((await generated('signIn'))?.remember?.required).toBe(false);
    expect((await generated('signIn'))?.email?.required).toBe(true);
    expect((await generated('apply'))?.cvChoice?.required).toBe(false);
  });
});
