import { z } from 'zod';
import { modeSchema, slugSchema, weeklyHoursSchema } from '#/features/admin/calendar/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';

/**
 * The admin's Clinicians tab: GET lists every clinician with hours and coming leave; POST adds
 * one. The panel calls it through its throwing `adminFetch`/`sendJson`.
 */
export const PATH = '/api/admin/clinicians';

/**
 * POST (and PUT /api/admin/clinicians/:slug): a clinician's whole record as the admin's form
 * sends it, weekly hours included.
 */
export const clinicianRequest = defineSchema(() =>
  z.object({
    slug: slugSchema,
    name: z.string().trim().min(2, 'Enter the name.').max(120),
    role: z.string().trim().min(2, 'Enter the role, e.g. Clinical psychologist.').max(120),
    qualifications: z.string().trim().max(500).default(''),
    registrationNumber: z.string().trim().max(80).default(''),
    bio: z.string().trim().max(3000).default(''),
    languages: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    services: z.array(slugSchema).max(60).default([]),
    modes: z.array(modeSchema).max(4).default([]),
    contactPhone: z.string().trim().max(40).default(''),
    contactEmail: z.union([z.email(), z.literal('')]).default(''),
    sessionMinutes: z.union([z.literal(50), z.literal(60)]).default(50),
    bufferMinutes: z.number().int().min(0).max(60).default(10),
    active: z.boolean().default(true),
    hours: z.array(weeklyHoursSchema).max(100).default([]),
  }),
);
/** The record as the server reads it (and as the admin's list answers it, with more). */
export type ClinicianInput = z.infer<typeof clinicianRequest>;

/** Leave or a blocked time of a clinician's, still to come. */
export interface ClinicianBlock {
  id: string;
  kind: 'leave' | 'blocked';
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

/** A clinician as the admin's list shows it: the record, and what the admin sees around it. */
export interface AdminClinician extends ClinicianInput {
  id: string;
  demo: boolean;
  /** The profile photo's address, when there is one. */
  photoUrl: string | null;
  blocks: ClinicianBlock[];
  /** The clinician's sign-in to /clinician (clinicians/account.server.ts), once invited. */
  accountEmail: string | null;
  deactivatedAt: Date | null;
  /** The latest invitation link: when it was sent, until when it works, when it was opened. */
  invitation: { sentAt: Date; expiresAt: Date; usedAt: Date | null } | null;
}

/** GET: every clinician, active or not. */
export interface CliniciansAnswer {
  clinicians: AdminClinician[];
}

/** POST (201), and PUT of one: the clinician's id. */
export interface ClinicianSavedAnswer {
  id: string;
}
