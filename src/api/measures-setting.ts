import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';
import type { ServiceMeasureSetting } from './measures-settings.ts';

/** PUT: an admin sets which outcome measures one service asks for, and how often (audited). */
export const PATH = '/api/admin/measure-settings/:service';

/** The admin's setting for one service. */
export const measureSettingRequest = defineSchema(() =>
  z.object({
    phq9: z.boolean(),
    gad7: z.boolean(),
    every: z.number().int().min(0).max(4),
  }),
);
export type MeasureSettingInput = z.infer<typeof measureSettingRequest>;

/** The service's setting as saved. */
export type MeasureSettingAnswer = ServiceMeasureSetting;

export const saveMeasureSetting = (service: string, body: MeasureSettingInput) =>
  sendJson<Json<MeasureSettingAnswer>>('PUT', `/api/admin/measure-settings/${service}`, body);
