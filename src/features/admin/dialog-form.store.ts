import { atom, type ReadableAtom } from 'nanostores';
import type { FieldErrors } from '#/features/admin/products/admin-products.ts';
import { AdminApiError, errorMessage, isQuiet } from './api.ts';

/**
 * One form in a dialog of the staff booking screens: what is typed, the message beside each
 * field, and the reason a save was refused when it belongs to no field. Checked in the browser
 * with the server's schema first, then sent; the server's own field messages land beside the
 * same fields.
 */
export interface DialogFormState<V, C> {
  /** What the form is about: the clinician being edited, the session being moved. */
  context: C;
  values: V;
  errors: FieldErrors;
  /** Why the server refused, when no field is to blame. */
  problem: string | null;
  saving: boolean;
  /** Counts refusals, so the form can move focus to the first message each time. */
  refusals: number;
}

export interface DialogForm<V, C> {
  $form: ReadableAtom<DialogFormState<V, C> | null>;
  open(values: V, context: C): void;
  close(): void;
  /** Changes some values; the messages of the fields named in `clears` go (the person is on it). */
  change(patch: Partial<V>, ...clears: string[]): void;
  /** Replaces the messages, e.g. when rows move and position-keyed ones no longer fit. */
  setErrors(errors: FieldErrors): void;
  /**
   * Checks and sends; true when the server took it (the dialog then closes). A refusal leaves
   * the dialog open with the messages.
   */
  submit(
    check: (values: V) => Promise<FieldErrors>,
    send: (values: V, context: C) => Promise<void>,
    rename?: Record<string, string>,
  ): Promise<boolean>;
}

/** The server's field messages keyed as the form keys them (`startsAt` is the form's `when`). */
function serverFields(error: unknown, rename: Record<string, string>): FieldErrors {
  if (!(error instanceof AdminApiError) || !error.body.fields) return {};
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(error.body.fields)) {
    const [head = '', ...rest] = key.split('.');
    errors[[rename[head] ?? head, ...rest].join('.')] = message;
  }
  return errors;
}

export function dialogForm<V, C>(): DialogForm<V, C> {
  const $form = atom<DialogFormState<V, C> | null>(null);
  const update = (patch: Partial<DialogFormState<V, C>>) => {
    const state = $form.get();
    if (state) $form.set({ ...state, ...patch });
  };
  return {
    $form,
    open: (values, context) =>
      $form.set({ context, values, errors: {}, problem: null, saving: false, refusals: 0 }),
    close: () => $form.set(null),
    change(patch, ...clears) {
      const state = $form.get();
      if (!state) return;
      const errors = { ...state.errors };
      for (const key of clears) delete errors[key];
      update({ values: { ...state.values, ...patch }, errors });
    },
    setErrors: (errors) => update({ errors }),
    async submit(check, send, rename = {}) {
      const before = $form.get();
      if (!before || before.saving) return false;
      update({ saving: true, problem: null });
      let errors: FieldErrors = {};
      try {
        errors = await check(before.values);
      } catch (error) {
        // Without the checks the server's answer still says what is wrong, field by field.
        console.error('[admin] form checks could not load:', error);
      }
      // Read after the wait: what is sent is what the form holds now.
      const state = $form.get();
      if (!state) return false;
      if (Object.keys(errors).length > 0) {
        update({ saving: false, errors, refusals: state.refusals + 1 });
        return false;
      }
      try {
        await send(state.values, state.context);
        $form.set(null);
        return true;
      } catch (error) {
        if (isQuiet(error)) return false;
        const fields = serverFields(error, rename);
        const hasFields = Object.keys(fields).length > 0;
        update({
          saving: false,
          errors: fields,
          problem: hasFields ? null : errorMessage(error, 'That did not work. Please try again.'),
          refusals: state.refusals + 1,
        });
        return false;
      }
    },
  };
}
