import { z } from 'zod';
import { CONCERNS, LANGUAGES, MODES, WHO } from '#/features/get-matched/matching/options.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { GAD7 } from '#/lib/screeners/gad7.ts';
import { PHQ9, PHQ9_SELF_HARM_ITEM } from '#/lib/screeners/phq9.ts';
import { bandOf, DIFFICULTY_OPTIONS, type Screener } from '#/lib/screeners/screener.ts';

/**
 * The get-matched answers a customer sends with a hold (POST /api/bookings), checked as the
 * browser builds them (src/features/get-matched/matching/booking-answers.ts). They are health data kept for a
 * clinician to read, so nothing the questionnaire cannot produce is accepted: only its options,
 * whole screeners answered 0 to 3, and totals and bands that follow from the answers.
 */

const valuesOf = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];

const screenerAnswers = (screener: Screener) =>
  z.object({
    id: z.literal(screener.id),
    answers: z
      .array(z.number().int().min(0).max(3))
      .length(screener.items.length, `${screener.name} has ${screener.items.length} questions.`),
    total: z
      .number()
      .int()
      .min(0)
      .max(screener.items.length * 3),
    band: z.string().max(40),
    difficulty: z.enum(DIFFICULTY_OPTIONS).optional(),
  });

const SCREENERS = { phq9: PHQ9, gad7: GAD7 } as const;

export const bookingAnswersSchema = defineSchema(() =>
  z
    .object({
      who: z.enum(valuesOf(WHO)),
      concerns: z
        .array(z.enum(valuesOf(CONCERNS)))
        .min(1)
        .max(CONCERNS.length)
        .refine((list) => new Set(list).size === list.length, 'Each concern once.'),
      language: z.enum(valuesOf(LANGUAGES)),
      mode: z.enum(valuesOf(MODES)),
      screeners: z
        .array(z.discriminatedUnion('id', [screenerAnswers(PHQ9), screenerAnswers(GAD7)]))
        .max(2)
        .refine(
          (list) => new Set(list.map((s) => s.id)).size === list.length,
          'Each screener once.',
        ),
      crisisFlag: z.boolean(),
    })
    .superRefine((answers, context) => {
      answers.screeners.forEach((taken, index) => {
        const screener = SCREENERS[taken.id];
        const sum = taken.answers.reduce((total, answer) => total + answer, 0);
        if (taken.total !== sum) {
          context.addIssue({
            code: 'custom',
            path: ['screeners', index, 'total'],
            message: `The ${screener.name} total does not match its answers.`,
          });
        }
        if (taken.band !== bandOf(screener, sum).label) {
          context.addIssue({
            code: 'custom',
            path: ['screeners', index, 'band'],
            message: `The ${screener.name} band does not match its total.`,
          });
        }
        // The safety question must reach the clinician as the flag, whatever else is sent.
        if (
          taken.id === 'phq9' &&
          (taken.answers[PHQ9_SELF_HARM_ITEM] ?? 0) > 0 &&
          !answers.crisisFlag
        ) {
          context.addIssue({
            code: 'custom',
            path: ['crisisFlag'],
            message: 'PHQ-9 question 9 was answered above 0, so the crisis flag must be set.',
          });
        }
      });
    }),
);

/** The answers as the server keeps and gives them back; the same shape the browser builds. */
export type SharedAnswers = z.infer<typeof bookingAnswersSchema>;
