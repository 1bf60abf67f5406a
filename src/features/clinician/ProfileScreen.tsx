import { useId, useState } from 'react';
import type { ClinicianMe } from '#/api/clinician-me.ts';
import type { Json } from '#/api/json.ts';
import { ChoiceGroup, Field } from '#/features/admin/fields.tsx';
import { SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { saveProfile, setPhoto } from '#/features/clinician/portal.store.ts';

type Notice = { tone: 'ok' | 'problem'; text: string } | null;

/** Their introduction, languages and photo, as clients see them when they book. */
export function ProfileScreen({ me }: { me: Json<ClinicianMe> }) {
  const [bio, setBio] = useState(me.bio);
  const [languages, setLanguages] = useState<string[]>(me.languages);
  const [notice, setNotice] = useState<Notice>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  // Languages they already have stay listed, even when the booking page offers fewer.
  const options = [...new Set([...SESSION_LANGUAGES, ...me.languages])].map((l) => ({
    value: l,
    label: l,
  }));

  return (
    <>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      <p>
        {me.name}, {me.role}. Your name, role and services are kept by the admin team; write to them
        to change those.
      </p>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (saving) return;
          setSaving(true);
          const result = await saveProfile(bio, languages);
          setSaving(false);
          if (result.ok) {
            setErrors({});
            setNotice({ tone: 'ok', text: 'Your profile is saved.' });
            return;
          }
          setErrors(result.error.fields ?? {});
          setNotice({ tone: 'problem', text: result.error.message });
        }}
      >
        <Field
          id={`${id}-bio`}
          label="Introduction (shown to clients when they book)"
          error={errors.bio}
        >
          <textarea
            id={`${id}-bio`}
            rows={6}
            maxLength={3000}
            value={bio}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? `${id}-bio-error` : undefined}
            onChange={(e) => setBio(e.target.value)}
          />
        </Field>
        <ChoiceGroup
          id={`${id}-languages`}
          legend="Languages you hold sessions in"
          options={options}
          chosen={languages}
          error={errors.languages}
          onChange={(value, on) =>
            setLanguages((list) =>
              on ? [...new Set([...list, value])] : list.filter((l) => l !== value),
            )
          }
        />
        <div className="admin-toolbar">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>

      <h3>Photo</h3>
      {me.photoUrl ? (
        <img className="clinician-photo" src={me.photoUrl} alt={me.name} width={160} height={160} />
      ) : (
        <p>No photo yet: clients see your initials.</p>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-photo`}>
          {me.photoUrl ? 'Choose a new photo' : 'Choose a photo'} (PNG, JPEG or WebP, at most 5 MB)
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={uploading}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setUploading(true);
            const result = await setPhoto(file);
            setUploading(false);
            setNotice(
              result.ok
                ? { tone: 'ok', text: 'Your new photo is saved.' }
                : { tone: 'problem', text: result.error.message },
            );
          }}
        />
      </div>
      {me.photoUrl && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={async () => {
            const result = await setPhoto(null);
            setNotice(
              result.ok
                ? { tone: 'ok', text: 'Your photo is removed.' }
                : { tone: 'problem', text: result.error.message },
            );
            document.getElementById(`${id}-photo`)?.focus();
          }}
        >
          Remove the photo
        </button>
      )}
    </>
  );
}
