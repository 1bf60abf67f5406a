import companyJson from '../../content/company.json';
import { companySchema } from './schemas.ts';

/** Validated at build time: a mistake in a JSON file stops the build with the field named. */
export const company = companySchema.parse(companyJson);
