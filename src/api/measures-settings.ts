import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * GET: which outcome measures each service asks for before its sessions, and how often: the
 * services with a setting of their own (the others ask for PHQ-9 and GAD-7 before every
 * session). No answer of any client is here.
 */
export const PATH = '/api/admin/measure-settings';

/** One service's setting, as the admin sets it. */
export interface ServiceMeasureSetting {
  service: string;
  phq9: boolean;
  gad7: boolean;
  /** 1: before every session; 2: every 2nd session; 0: never. */
  every: number;
}

export interface MeasureSettingsAnswer {
  settings: ServiceMeasureSetting[];
}

export const getMeasureSettings = () => api<Json<MeasureSettingsAnswer>>(PATH);
