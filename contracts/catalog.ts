import { z } from 'zod';
import { expertiseTypes, professionCodes } from './enums.ts';

export const enumsResponseSchema = z.object({
  expertiseTypes: z.array(z.enum(expertiseTypes)),
  professions: z.array(
    z.object({ value: z.enum(professionCodes), displayString: z.string(), isIt: z.boolean() }),
  ),
  languages: z.array(z.object({ value: z.string(), displayString: z.string() })),
  languageLevels: z.array(z.string()),
  utmSources: z.array(z.string()),
  nonItRegistrationReasons: z.array(z.string()),
});
export type EnumsResponse = z.infer<typeof enumsResponseSchema>;
