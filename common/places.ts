import { PageSchema } from './answers.ts';
import { z } from './zod-setup.ts';

// Answers of the places calls (SPEC §7 Places): names in the caller's language, ASCII names in English.

export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ascii: z.string(),
  code2: z.string().describe('ISO 3166-1 alpha-2'),
  code3: z.string(),
  phone: z.string().nullable().describe('calling code'),
});
export type Country = z.infer<typeof CountrySchema>;

export const RegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ascii: z.string(),
  display_name: z.string().describe('"region, country"'),
  geoname_code: z.string(),
  country: z.number().int(),
  country_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Region = z.infer<typeof RegionSchema>;

export const CountryPageSchema = PageSchema(CountrySchema);
export type CountryPage = z.infer<typeof CountryPageSchema>;
export const RegionPageSchema = PageSchema(RegionSchema);
export type RegionPage = z.infer<typeof RegionPageSchema>;
