import { afterEach, describe, expect, it } from 'vitest';
import type { NoteSessionView } from '#/api/clinician-notes.ts';
import { noteBodySchema } from '#/features/notes/schemas.ts';
import { createNoteEditor } from '#/features/notes/session-note.store.ts';
import { NOTE_MESSAGES } from '#/features/notes/state.ts';
import { setApiFetch } from '#/lib/http.ts';
import { conflict } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { fakeApi } from '../../../tests/support/fake-api.ts';

/** The note editor's store: loads a session's note, saves, refuses to sign what is unfinished. */

const view = (patch: Partial<NoteSessionView> = {}): NoteSessionView => ({
  booking: {
    id: '7',
    startsAt: '2026-11-20T05:00:00.000Z',
    endsAt: '2026-11-20T05:50:00.000Z',
    status: 'attended',
    client: 'Meera',
    service: 'anxiety',
    mode: 'video',
    clinician: 'Demo clinician Asha',
  },
  template: 'SOAP',
  note: null,
  canWrite: true,
  attended: true,
  ...patch,
});

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function serve(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const before = setApiFetch(api.fetch);
  restore = () => setApiFetch(before);
  return api;
}

describe('the note editor store', () => {
  it('starts an empty note in the clinician’s template and saves it as a draft', async () => {
    const api = serve({
      'GET /api/clinician/notes/:id': () => json(view()),
      'PUT /api/clinician/notes/:id': async (request) => {
        const body = noteBodySchema.parse(await request.json());
        return json(
          view({
            note: {
              id: '1',
              template: 'SOAP',
              status: 'draft',
              body,
              author: 'Demo clinician Asha',
              createdAt: '2026-11-20T07:00:00.000Z',
              updatedAt: '2026-11-20T07:00:00.000Z',
              signedAt: null,
              amendments: [],
            },
          }),
        );
      },
    });
    const editor = createNoteEditor('7');
    await editor.load();
    const loaded = editor.$state.get();
    expect(loaded.status).toBe('ready');
    if (loaded.status !== 'ready') return;
    expect(Object.keys(loaded.draft.sections)).toEqual([
      'subjective',
      'objective',
      'assessment',
      'plan',
    ]);

    editor.setSection('subjective', 'Feeling calmer.');
    editor.setRisk({ level: 'low', text: 'Reviewed the safety plan.' });
    await editor.save();
    const saved = editor.$state.get();
    expect(saved).toMatchObject({
      status: 'ready',
      notice: { tone: 'ok', text: NOTE_MESSAGES.saved },
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/clinician/notes/7' });
    expect(
      (api.calls.at(-1)!.body as { sections: Record<string, string> }).sections.subjective,
    ).toBe('Feeling calmer.');
  });

  it('does not send an unfinished note to be signed, and names what is missing', async () => {
    const api = serve({ 'GET /api/clinician/notes/:id': () => json(view()) });
    const editor = createNoteEditor('7');
    await editor.load();
    editor.setSection('subjective', 'Only this.');
    await editor.sign();
    const state = editor.$state.get();
    expect(state).toMatchObject({
      status: 'ready',
      notice: { tone: 'problem', text: NOTE_MESSAGES.incomplete },
      fields: {
        'sections.objective': NOTE_MESSAGES.incomplete,
        'sections.assessment': NOTE_MESSAGES.incomplete,
        'sections.plan': NOTE_MESSAGES.incomplete,
      },
    });
    expect(api.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('shows the server’s refusal, and a signed-out clinician the way back in', async () => {
    serve({
      'GET /api/clinician/notes/:id': () => json(view()),
      'PUT /api/clinician/notes/:id': () => {
        throw conflict(NOTE_MESSAGES.signed);
      },
    });
    const editor = createNoteEditor('7');
    await editor.load();
    await editor.save();
    expect(editor.$state.get()).toMatchObject({
      notice: { tone: 'problem', text: NOTE_MESSAGES.signed },
      busy: null,
    });
    serve({
      'GET /api/clinician/notes/:id': () =>
        json({ error: { code: 'not_signed_in', message: 'Please log in to continue.' } }, 401),
    });
    const out = createNoteEditor('8');
    await out.load();
    expect(out.$state.get()).toEqual({ status: 'signed-out' });
  });
});
