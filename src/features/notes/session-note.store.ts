import { atom, type ReadableAtom } from 'nanostores';
import { type NoteSessionView, readNote, saveDraft } from '#/api/clinician-notes.ts';
import { amendNote, signNote } from '#/api/clinician-notes-action.ts';
import {
  emptyNote,
  type NoteBody,
  noteBodySchema,
  signingProblems,
} from '#/features/notes/schemas.ts';
import { NOTE_MESSAGES } from '#/features/notes/state.ts';
import type { RiskLevel } from '#/features/notes/templates.ts';
import type { ApiResult } from '#/lib/http.ts';

/**
 * One session's note in the clinician's editor: what the server holds, the words being written,
 * and the answer to the last action. One store per session (the day view may show several), made
 * by `createNoteEditor(bookingId)`.
 */
export type NoteEditorState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      view: NoteSessionView;
      draft: NoteBody;
      busy: 'save' | 'sign' | 'amend' | null;
      /** The last action's outcome, read out politely (ok) or at once (problem). */
      notice: { tone: 'ok' | 'problem'; text: string } | null;
      /** Field errors by name (`sections.data`, `risk.text`, `withheld.reason`, `amendment`). */
      fields: Record<string, string>;
    };

export interface NoteEditor {
  $state: ReadableAtom<NoteEditorState>;
  load(): Promise<void>;
  setSection(key: string, text: string): void;
  setRisk(change: { level?: RiskLevel; text?: string }): void;
  setWithheld(change: { parts?: string[]; reason?: string }): void;
  save(): Promise<void>;
  sign(): Promise<void>;
  amend(text: string): Promise<boolean>;
}

export function createNoteEditor(bookingId: string): NoteEditor {
  const $state = atom<NoteEditorState>({ status: 'loading' });

  const ready = () => {
    const state = $state.get();
    return state.status === 'ready' ? state : undefined;
  };

  const draftOf = (view: NoteSessionView): NoteBody => view.note?.body ?? emptyNote(view.template);

  function edit(change: (draft: NoteBody) => NoteBody) {
    const state = ready();
    if (state) $state.set({ ...state, draft: change(state.draft) });
  }

  /** Takes the server's answer: the new view, or the refusal and its fields. */
  function settle(result: ApiResult<NoteSessionView>, done: string) {
    const state = ready();
    if (!state) return;
    if (result.ok) {
      $state.set({
        status: 'ready',
        view: result.data,
        draft: draftOf(result.data),
        busy: null,
        notice: { tone: 'ok', text: done },
        fields: {},
      });
    } else if (result.status === 401) {
      $state.set({ status: 'signed-out' });
    } else {
      $state.set({
        ...state,
        busy: null,
        notice: { tone: 'problem', text: result.error.message },
        fields: result.error.fields ?? {},
      });
    }
  }

  /** The draft as the server will read it, or the fields it would refuse. */
  function checked(state: NonNullable<ReturnType<typeof ready>>) {
    const parsed = noteBodySchema.safeParse(state.draft);
    if (parsed.success) return parsed.data;
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    $state.set({
      ...state,
      fields,
      notice: { tone: 'problem', text: Object.values(fields)[0] ?? NOTE_MESSAGES.incomplete },
    });
    return undefined;
  }

  return {
    $state,
    async load() {
      const result = await readNote(bookingId);
      if (result.ok) {
        $state.set({
          status: 'ready',
          view: result.data,
          draft: draftOf(result.data),
          busy: null,
          notice: null,
          fields: {},
        });
      } else if (result.status === 401) {
        $state.set({ status: 'signed-out' });
      } else {
        $state.set({ status: 'error', message: result.error.message });
      }
    },
    setSection(key, text) {
      edit((draft) => ({ ...draft, sections: { ...draft.sections, [key]: text } }));
    },
    setRisk(change) {
      edit((draft) => ({ ...draft, risk: { ...draft.risk, ...change } }));
    },
    setWithheld(change) {
      edit((draft) => ({ ...draft, withheld: { ...draft.withheld, ...change } }));
    },
    async save() {
      const state = ready();
      if (!state || state.busy) return;
      const body = checked(state);
      if (!body) return;
      $state.set({ ...state, busy: 'save', notice: null });
      settle(await saveDraft(bookingId, body), NOTE_MESSAGES.saved);
    },
    async sign() {
      const state = ready();
      if (!state || state.busy) return;
      const body = checked(state);
      if (!body) return;
      const problems = signingProblems(body);
      if (Object.keys(problems).length > 0) {
        $state.set({
          ...state,
          fields: problems,
          notice: { tone: 'problem', text: Object.values(problems)[0]! },
        });
        return;
      }
      $state.set({ ...state, busy: 'sign', notice: null });
      settle(await signNote(bookingId, body), NOTE_MESSAGES.signedDone);
    },
    async amend(text) {
      const state = ready();
      if (!state || state.busy) return false;
      if (text.trim() === '') {
        $state.set({
          ...state,
          fields: { amendment: 'Write the amendment.' },
          notice: { tone: 'problem', text: 'Write the amendment.' },
        });
        return false;
      }
      $state.set({ ...state, busy: 'amend', notice: null });
      const result = await amendNote(bookingId, text);
      if (!result.ok && result.error.fields?.text) {
        result.error.fields = { amendment: result.error.fields.text };
      }
      settle(result, NOTE_MESSAGES.amended);
      return result.ok;
    },
  };
}
