import { atom, computed } from 'nanostores';
import { type ClinicianCard, searchSlots } from '#/api/booking-slots.ts';
import {
  clinicianBookHref,
  matchingClinicians,
} from '#/features/get-matched/matching/clinicians.ts';
import { serviceSlug } from '#/features/get-matched/matching/suggest.ts';
import { $questionnaire, $suggestions } from './get-matched.store.ts';

/**
 * The clinicians suggested with a questionnaire result. The public list is asked for without
 * any of the person's choices (it is the same for everyone) and matched in the browser, so the
 * result page still sends nothing of the answers.
 */
export const $clinicianList = atom<
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; clinicians: ClinicianCard[] }
>({ status: 'idle' });

export async function loadClinicianList(): Promise<void> {
  if ($clinicianList.get().status !== 'idle') return;
  $clinicianList.set({ status: 'loading' });
  const result = await searchSlots();
  // A missing list only leaves the suggestions out: the booking link still shows everyone.
  $clinicianList.set(
    result.ok ? { status: 'ready', clinicians: result.data.clinicians } : { status: 'failed' },
  );
}

export interface SuggestedClinician {
  clinician: ClinicianCard;
  href: string;
}

/** Null until the list is in; then the matching clinicians, each with its /book link. */
export const $suggestedClinicians = computed(
  [$clinicianList, $questionnaire, $suggestions],
  (list, state, services): SuggestedClinician[] | null => {
    if (list.status !== 'ready') return null;
    const preferences = { language: state.language ?? 'any', mode: state.mode ?? 'any' };
    const first = services[0];
    return matchingClinicians(
      list.clinicians,
      preferences,
      first ? serviceSlug(first) : undefined,
    ).map((clinician) => ({
      clinician,
      href: clinicianBookHref(clinician, first, preferences),
    }));
  },
);
