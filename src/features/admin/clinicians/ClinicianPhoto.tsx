import { useId, useRef } from 'react';
import { IMAGE_TYPES } from '#/features/admin/admin.ts';
import {
  type AdminClinicianView,
  setClinicianPhoto,
} from '#/features/admin/clinicians/clinicians.store.ts';

/**
 * A clinician's profile photo in the Clinicians tab: the current one, a file field that uploads
 * the chosen picture at once (the tab's status line says how it went), and Remove.
 */
export function ClinicianPhoto({ clinician }: { clinician: AdminClinicianView }) {
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  return (
    <div className="admin-photo">
      {clinician.photoUrl ? (
        // The row names the clinician; an alt text would only repeat it.
        <img src={clinician.photoUrl} alt="" width={56} height={56} className="admin-photo__img" />
      ) : (
        <span>No photo</span>
      )}
      <label className="admin-photo__field">
        {clinician.photoUrl ? 'Replace photo' : 'Add a photo'}
        <span className="visually-hidden"> of {clinician.name}</span>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={hint}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            await setClinicianPhoto(clinician, file);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      <small id={hint}>PNG, JPEG or WebP, at most 5 MB.</small>
      {clinician.photoUrl ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void setClinicianPhoto(clinician, null)}
        >
          Remove photo<span className="visually-hidden"> of {clinician.name}</span>
        </button>
      ) : null}
    </div>
  );
}
