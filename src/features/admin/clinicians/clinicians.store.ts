import { atom } from 'nanostores';
import { adminClinicianPath } from '#/api/admin-clinician.ts';
import { blockPath } from '#/api/admin-clinician-block.ts';
import { blocksPath } from '#/api/admin-clinician-blocks.ts';
import { adminPhotoPath } from '#/api/admin-clinician-photo.ts';
import {
  type AdminClinician,
  PATH as CLINICIANS_PATH,
  type CliniciansAnswer,
} from '#/api/admin-clinicians.ts';
import type { Json } from '#/api/json.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminFetch, errorMessage, isQuiet, sendJson } from '#/features/admin/api.ts';
import {
  type BlockFormValues,
  blockPayload,
  type ClinicianFormValues,
  clinicianFormFrom,
  clinicianPayload,
  emptyBlockForm,
  emptyClinicianForm,
  emptyHoursRow,
  type HoursRow,
} from '#/features/admin/calendar/admin-booking-forms.ts';
import { dialogForm } from '#/features/admin/dialog-form.store.ts';
import { routeLoader } from '#/features/admin/load.ts';

/** A clinician as the Clinicians tab lists it. */
export type AdminClinicianView = Json<AdminClinician>;

const isClinicians = (route: AdminRoute): route is Extract<AdminRoute, { name: 'clinicians' }> =>
  route.name === 'clinicians';

const clinicians = routeLoader(
  isClinicians,
  async (_route, signal) =>
    (await adminFetch<Json<CliniciansAnswer>>(CLINICIANS_PATH, { signal })).clinicians,
  'The clinicians could not be loaded. Please try again.',
);
export const $clinicians = clinicians.store;
export const reloadClinicians = clinicians.reload;

/** What the last change said, for the tab's status line: done, or why not. */
export const $cliniciansNotice = atom<{ tone: 'ok' | 'problem'; text: string } | null>(null);

/** The checks use the schema library, loaded apart from the panel: fetched when a form is sent. */
const validation = () => import('#/features/admin/calendar/admin-booking-validation.ts');

let rows = 0;
const nextKey = () => `hours-${++rows}`;

// The clinician form: `context` is the slug being edited, or null for a new clinician.
const clinicianForm = dialogForm<ClinicianFormValues, { slug: string; name: string } | null>();
export const $clinicianForm = clinicianForm.$form;
export const closeClinicianForm = clinicianForm.close;

export function startAddClinician(): void {
  $cliniciansNotice.set(null);
  clinicianForm.open(emptyClinicianForm(), null);
}

export function startEditClinician(clinician: AdminClinicianView): void {
  $cliniciansNotice.set(null);
  clinicianForm.open(clinicianFormFrom(clinician, nextKey), {
    slug: clinician.slug,
    name: clinician.name,
  });
}

type TextField = Exclude<keyof ClinicianFormValues, 'hours' | 'languages' | 'services' | 'modes'>;

export function setClinicianField<K extends TextField>(
  field: K,
  value: ClinicianFormValues[K],
): void {
  clinicianForm.change({ [field]: value } as Partial<ClinicianFormValues>, field);
}

/** Ticks or unticks one language, service or way of meeting. */
export function toggleClinicianChoice(
  field: 'languages' | 'services' | 'modes',
  value: string,
  on: boolean,
): void {
  const state = $clinicianForm.get();
  if (!state) return;
  const list = state.values[field] as string[];
  const next = on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
  clinicianForm.change({ [field]: next } as Partial<ClinicianFormValues>, field);
}

/** Adds a row of weekly hours and gives back its key, for focus. */
export function addHoursRow(): string {
  const state = $clinicianForm.get();
  const row = emptyHoursRow(nextKey());
  if (state) clinicianForm.change({ hours: [...state.values.hours, row] }, 'hours');
  return row.key;
}

export function setHoursField(key: string, field: Exclude<keyof HoursRow, 'key'>, value: string) {
  const state = $clinicianForm.get();
  if (!state) return;
  const index = state.values.hours.findIndex((row) => row.key === key);
  clinicianForm.change(
    {
      hours: state.values.hours.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    },
    `hours.${index}.${field}`,
    // Choosing another way of meeting settles whether a branch is needed.
    ...(field === 'mode' ? [`hours.${index}.branch`] : []),
  );
}

export function removeHoursRow(key: string): void {
  const state = $clinicianForm.get();
  if (!state) return;
  clinicianForm.change({ hours: state.values.hours.filter((row) => row.key !== key) });
  // Row messages are keyed by position, which shifts: they are dropped and come back on save.
  clinicianForm.setErrors(
    Object.fromEntries(Object.entries(state.errors).filter(([k]) => !k.startsWith('hours'))),
  );
}

export async function saveClinician(): Promise<boolean> {
  const editing = $clinicianForm.get()?.context;
  const name = $clinicianForm.get()?.values.name.trim();
  const saved = await clinicianForm.submit(
    async (values) => (await validation()).validateClinicianForm(values),
    async (values, context) => {
      const body = clinicianPayload(values);
      if (context) {
        await sendJson('PUT', adminClinicianPath(context.slug), body);
      } else {
        await sendJson('POST', CLINICIANS_PATH, body);
      }
    },
  );
  if (saved) {
    $cliniciansNotice.set({
      tone: 'ok',
      text: editing ? `${name}: changes saved.` : `${name} added to the clinicians.`,
    });
    clinicians.reload();
  }
  return saved;
}

// Leave or a block for one clinician: `context` says whose.
const blockForm = dialogForm<BlockFormValues, { slug: string; name: string }>();
export const $blockForm = blockForm.$form;
export const closeBlockForm = blockForm.close;

export function startAddBlock(clinician: Pick<AdminClinicianView, 'slug' | 'name'>): void {
  $cliniciansNotice.set(null);
  blockForm.open(emptyBlockForm(), { slug: clinician.slug, name: clinician.name });
}

export function setBlockField<K extends keyof BlockFormValues>(
  field: K,
  value: BlockFormValues[K],
): void {
  blockForm.change({ [field]: value } as Partial<BlockFormValues>, field);
}

export async function saveBlock(): Promise<boolean> {
  const state = $blockForm.get();
  const saved = await blockForm.submit(
    async (values) => (await validation()).validateBlockForm(values),
    async (values, context) => {
      await sendJson('POST', blocksPath(context.slug), blockPayload(values));
    },
    { startsAt: 'from', endsAt: 'to' },
  );
  if (saved && state) {
    $cliniciansNotice.set({
      tone: 'ok',
      text: `${state.values.kind === 'leave' ? 'Leave' : 'Block'} added for ${state.context.name}.`,
    });
    clinicians.reload();
  }
  return saved;
}

/**
 * A change made straight from the list (no form): on success the tab says `done` and the list
 * is read again; on failure it says the server's reason, or `failed`.
 */
async function changeFromList(
  change: () => Promise<unknown>,
  done: string,
  failed: string,
): Promise<boolean> {
  try {
    await change();
    $cliniciansNotice.set({ tone: 'ok', text: done });
    clinicians.reload();
    return true;
  } catch (error) {
    if (isQuiet(error)) return false;
    $cliniciansNotice.set({ tone: 'problem', text: errorMessage(error, failed) });
    return false;
  }
}

export function removeBlock(
  clinician: Pick<AdminClinicianView, 'slug' | 'name'>,
  block: AdminClinicianView['blocks'][number],
): Promise<boolean> {
  return changeFromList(
    () => sendJson('DELETE', blockPath(clinician.slug, block.id)),
    `${block.kind === 'leave' ? 'Leave' : 'Block'} removed for ${clinician.name}.`,
    'That could not be removed. Please try again.',
  );
}

/**
 * Gives a clinician a new profile photo (a PNG, JPEG or WebP of at most 5 MB, which the server
 * checks by its content and re-encodes), or with `null` removes the one they have.
 */
export function setClinicianPhoto(
  clinician: Pick<AdminClinicianView, 'slug' | 'name'>,
  photo: File | null,
): Promise<boolean> {
  const path = adminPhotoPath(clinician.slug);
  return changeFromList(
    () => {
      if (!photo) return sendJson('DELETE', path);
      const body = new FormData();
      body.set('photo', photo);
      return adminFetch(path, { method: 'PUT', body });
    },
    photo ? `New photo saved for ${clinician.name}.` : `Photo removed for ${clinician.name}.`,
    'The photo could not be saved. Please try again.',
  );
}
