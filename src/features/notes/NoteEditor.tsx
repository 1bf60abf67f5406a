import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NoteSessionView, NoteView } from '#/api/clinician-notes.ts';
import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import { istDateTime } from '#/features/notes/record-text.ts';
import type { NoteBody } from '#/features/notes/schemas.ts';
import {
  createNoteEditor,
  type NoteEditor as Editor,
} from '#/features/notes/session-note.store.ts';
import {
  partLabel,
  RISK_LABELS,
  RISK_LEVELS,
  TEMPLATE_NAMES,
  TEMPLATE_SECTIONS,
  withholdableParts,
} from '#/features/notes/templates.ts';
import './notes.css';

/** "Thu 26 Nov 2026, 11:55 IST". */
const when = istDateTime;

function SessionSummary({ view }: { view: NoteSessionView }) {
  const { booking } = view;
  return (
    <dl className="note-session">
      <div>
        <dt>Client</dt>
        <dd>{booking.client}</dd>
      </div>
      <div>
        <dt>Session</dt>
        <dd>
          {when(booking.startsAt)}, {MODE_LABELS[booking.mode as SessionMode] ?? booking.mode}
        </dd>
      </div>
      <div>
        <dt>Service</dt>
        <dd>{booking.service}</dd>
      </div>
      <div>
        <dt>Clinician</dt>
        <dd>{booking.clinician}</dd>
      </div>
    </dl>
  );
}

/** A signed (or, for the clinical lead, any) note as it reads: sections, risk, withheld parts. */
function NoteText({ note }: { note: NoteView }) {
  const { body } = note;
  return (
    <div className="note-text">
      {TEMPLATE_SECTIONS[note.template].map((section) => (
        <section key={section.key}>
          <h3>{section.label}</h3>
          <p>{body.sections[section.key] || <em>Not written.</em>}</p>
        </section>
      ))}
      <section>
        <h3>Risk: {RISK_LABELS[body.risk.level]}</h3>
        {body.risk.text ? <p>{body.risk.text}</p> : null}
      </section>
      {body.withheld.parts.length > 0 ? (
        <p className="note-withheld">
          Withheld from the client’s record:{' '}
          {body.withheld.parts.map((p) => partLabel(note.template, p)).join(', ')}. Reason given:{' '}
          {body.withheld.reason}
        </p>
      ) : null}
    </div>
  );
}

function Amendments({ note }: { note: NoteView }) {
  if (note.amendments.length === 0) return null;
  return (
    <section className="note-amendments" aria-labelledby={`amendments-${note.id}`}>
      <h3 id={`amendments-${note.id}`}>Amendments</h3>
      <ol>
        {note.amendments.map((a) => (
          <li key={a.id}>
            <p className="note-meta">
              {when(a.createdAt)}, by {a.author}
            </p>
            <p>{a.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AmendForm({ editor, busy, error }: { editor: Editor; busy: boolean; error?: string }) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.amend(text).then((ok) => ok && setText(''));
      }}
    >
      <div className="note-field">
        <label htmlFor={`${id}-amend`}>Add an amendment</label>
        <span className="note-hint" id={`${id}-amend-hint`}>
          The signed note stays as it is; the amendment is kept beside it with today’s date.
        </span>
        <textarea
          id={`${id}-amend`}
          rows={4}
          value={text}
          aria-describedby={`${id}-amend-hint${error ? ` ${id}-amend-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <span className="note-error" id={`${id}-amend-error`}>
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Adding…' : 'Add amendment'}
      </button>
    </form>
  );
}

interface DraftFormProps {
  editor: Editor;
  template: NoteSessionView['template'];
  draft: NoteBody;
  busy: 'save' | 'sign' | 'amend' | null;
  fields: Record<string, string>;
}

function DraftForm({ editor, template, draft, busy, fields }: DraftFormProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const signRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Focus follows the question: to its answer when asked, back to Sign note when put off.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) signRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const described = (key: string, hint?: string) =>
    [hint, fields[key] ? `${id}-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (key: string) =>
    fields[key] ? (
      <span className="note-error" id={`${id}-${key}-error`}>
        {fields[key]}
      </span>
    ) : null;
  return (
    <form
      className="note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <p className="note-meta">{TEMPLATE_NAMES[template]}</p>
      {TEMPLATE_SECTIONS[template].map((section) => {
        const key = `sections.${section.key}`;
        return (
          <div className="note-field" key={section.key}>
            <label htmlFor={`${id}-${section.key}`}>{section.label}</label>
            <span className="note-hint" id={`${id}-${section.key}-hint`}>
              {section.hint}
            </span>
            <textarea
              id={`${id}-${section.key}`}
              rows={5}
              value={draft.sections[section.key] ?? ''}
              aria-describedby={described(key, `${id}-${section.key}-hint`)}
              aria-invalid={fields[key] ? true : undefined}
              onChange={(event) => editor.setSection(section.key, event.target.value)}
            />
            {error(key)}
          </div>
        );
      })}

      <fieldset className="note-fieldset">
        <legend>Risk</legend>
        <div className="note-choices">
          {RISK_LEVELS.map((level) => (
            <label key={level} className="note-choice">
              <input
                type="radio"
                name={`${id}-risk`}
                value={level}
                checked={draft.risk.level === level}
                onChange={() => editor.setRisk({ level })}
              />
              {RISK_LABELS[level]}
            </label>
          ))}
        </div>
        <div className="note-field">
          <label htmlFor={`${id}-risk-text`}>What is the risk, and what was done about it?</label>
          <textarea
            id={`${id}-risk-text`}
            rows={3}
            value={draft.risk.text}
            aria-describedby={described('risk.text')}
            aria-invalid={fields['risk.text'] ? true : undefined}
            onChange={(event) => editor.setRisk({ text: event.target.value })}
          />
          {error('risk.text')}
        </div>
      </fieldset>

      <fieldset className="note-fieldset">
        <legend>Withhold from the client’s record (rarely needed)</legend>
        <p className="note-hint" id={`${id}-withhold-hint`}>
          The client can download their record with every signed note. Withhold a part only if
          reading it would likely cause them serious harm or harm someone else (Mental Healthcare
          Act 2017, s. 25). Their record will say what was withheld and why.
        </p>
        <div className="note-choices">
          {withholdableParts(template).map((part) => (
            <label key={part} className="note-choice">
              <input
                type="checkbox"
                checked={draft.withheld.parts.includes(part)}
                aria-describedby={`${id}-withhold-hint`}
                onChange={(event) =>
                  editor.setWithheld({
                    parts: event.target.checked
                      ? [...draft.withheld.parts, part]
                      : draft.withheld.parts.filter((p) => p !== part),
                  })
                }
              />
              {partLabel(template, part)}
            </label>
          ))}
        </div>
        {draft.withheld.parts.length > 0 || draft.withheld.reason ? (
          <div className="note-field">
            <label htmlFor={`${id}-reason`}>Reason the client will read</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              value={draft.withheld.reason}
              aria-describedby={described('withheld.reason')}
              aria-invalid={fields['withheld.reason'] ? true : undefined}
              onChange={(event) => editor.setWithheld({ reason: event.target.value })}
            />
            {error('withheld.reason')}
          </div>
        ) : null}
      </fieldset>

      <div className="note-actions">
        <button type="submit" className="button button--ghost" disabled={busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        {confirming ? (
          <fieldset className="note-confirm">
            <legend>
              Signing locks this note. Anything you add later is kept as a dated amendment.
            </legend>
            <button
              type="button"
              className="button"
              ref={confirmRef}
              disabled={busy !== null}
              onClick={() => {
                void editor.sign().then(() => setConfirming(false));
              }}
            >
              {busy === 'sign' ? 'Signing…' : 'Sign and lock the note'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              Not yet
            </button>
          </fieldset>
        ) : (
          <button
            type="button"
            className="button"
            ref={signRef}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            Sign note
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A session's note for its clinician: write and save a draft (DAP or SOAP, with the risk
 * section), sign it (which locks it), then add dated amendments. The clinical lead reads it.
 * Mounted by the day view of the clinician portal for one session, or on its own at
 * /clinician/notes?booking=<id>.
 */
export function NoteEditor({
  bookingId,
  headingLevel = 2,
}: {
  bookingId: string;
  headingLevel?: 2 | 3;
}) {
  const editor = useMemo(() => createNoteEditor(bookingId), [bookingId]);
  const state = useStore(editor.$state);
  useEffect(() => {
    void editor.load();
  }, [editor]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (state.status === 'loading') return <p role="status">Opening the note…</p>;
  if (state.status === 'signed-out') {
    return (
      <p className="note-panel">
        Please <a href="/clinician">sign in as a clinician</a> to write session notes.
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="note-panel note-panel--problem" role="alert">
        {state.message}
      </p>
    );
  }
  const { view, draft, busy, notice, fields } = state;
  const note = view.note;
  const signed = note?.status === 'signed';
  return (
    <article className="note-editor" aria-labelledby={`note-heading-${bookingId}`}>
      <Heading id={`note-heading-${bookingId}`}>
        {signed ? 'Session note (signed)' : note ? 'Session note (draft)' : 'Session note'}
      </Heading>
      <SessionSummary view={view} />
      {note ? (
        <p className="note-meta">
          {signed
            ? `Signed by ${note.author} on ${when(note.signedAt!)}. It is locked.`
            : `Draft by ${note.author}, last saved ${when(note.updatedAt)}.`}
        </p>
      ) : null}

      <div aria-live="polite" className="note-live">
        {notice?.tone === 'ok' ? <p className="note-notice">{notice.text}</p> : null}
      </div>
      {notice?.tone === 'problem' ? (
        <p className="note-panel note-panel--problem" role="alert">
          {notice.text}
        </p>
      ) : null}

      {note && (signed || !view.canWrite) ? <NoteText note={note} /> : null}
      {note ? <Amendments note={note} /> : null}

      {view.canWrite && signed ? (
        <AmendForm editor={editor} busy={busy === 'amend'} error={fields.amendment} />
      ) : null}
      {view.canWrite && !signed && (note || view.attended) ? (
        <DraftForm
          editor={editor}
          template={note?.template ?? view.template}
          draft={draft}
          busy={busy}
          fields={fields}
        />
      ) : null}
      {view.canWrite && !note && !view.attended ? (
        <p className="note-panel">
          A note can be written once the session is marked attended. Mark it in your day view after
          the session.
        </p>
      ) : null}
      {!view.canWrite ? (
        <p className="note-meta">You are reading this note as the clinical lead.</p>
      ) : null}
    </article>
  );
}

export default NoteEditor;
