import { z } from 'zod';
import { idSchema } from '#/lib/id.ts';
import { parseRupees } from '#/lib/money.ts';

const productText = (label: string, max: number) =>
  z
    .string({ error: `Please fill in the ${label}.` })
    .trim()
    .min(1, `Please fill in the ${label}.`)
    .max(max, `The ${label} is too long (at most ${max} characters).`);

/** One option of a product in the admin form; the price is typed in rupees ("1,499"). */
export const productVariantSchema = z.object({
  id: idSchema().optional(),
  label: productText('option label', 80),
  sessions: z.coerce
    .number({ error: 'Please enter the number of sessions.' })
    .int('The number of sessions must be a whole number.')
    .min(0, 'The number of sessions cannot be negative.')
    .max(1000, 'That is a lot of sessions; at most 1000.'),
  price: z
    .string({ error: 'Please enter the price.' })
    .trim()
    .regex(
      /^(?:Rs\.?\s*|₹\s*)?\d{1,3}(?:,?\d{2,3})*(?:\.\d{1,2})?$/i,
      'Please enter the price in rupees, e.g. 1,499.',
    )
    .transform((v) => parseRupees(v))
    .refine((paise) => paise >= 100, 'The price must be at least Rs 1.')
    .refine((paise) => paise <= 1_00_00_000_00, 'The price must be at most Rs 1,00,00,000.'),
});

/** The admin product form (name, Factor, description and the options), checked again here. */
export const productSchema = z
  .object({
    name: productText('product name', 120),
    factor: productText('Factor', 80),
    description: productText('description', 5000),
    // GST (issue 21): SAC code, rate in per cent as typed ("18", "12.5") kept as basis points,
    // and whether the service is exempt. Left out, a new product takes the counselling defaults
    // (the database's) and an edited one keeps what it had.
    sacCode: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'The SAC code is 4 to 8 digits, e.g. 9993.')
      .optional(),
    gstRate: z
      .string()
      .trim()
      .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'Please enter the GST rate in per cent, e.g. 18.')
      .transform((v) => Math.round(Number(v) * 100))
      .refine((basisPoints) => basisPoints <= 10_000, 'The GST rate is at most 100%.')
      .optional(),
    gstExempt: z
      .enum(['true', 'false'], { error: 'Choose whether the product is exempt.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    variants: z
      .array(productVariantSchema)
      .min(1, 'Please add at least one option.')
      .max(12, 'At most 12 options per product.'),
  })
  .refine((p) => new Set(p.variants.map((v) => v.label.toLowerCase())).size === p.variants.length, {
    message: 'Each option needs a different label.',
    path: ['variants'],
  });
export type ProductInput = z.infer<typeof productSchema>;
