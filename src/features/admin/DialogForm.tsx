import { type ReactNode, useEffect, useRef } from 'react';
import { FormProblem, focusFirstError } from './fields.tsx';
import { Dialog } from './shared.tsx';

/**
 * The frame of a form in a dialog (the staff booking screens): the dialog, a form the browser
 * does not validate (the store checks it with the server's schema), focus on the first message
 * after each refusal, the server's reason when no field is to blame, and Send and Cancel.
 * `children` (the heading and the fields) are drawn only while the form is open.
 */
export function DialogForm({
  form,
  titleId,
  wide = false,
  onSubmit,
  onClose,
  submitLabel,
  savingLabel,
  cancelLabel = 'Cancel',
  children,
}: {
  form: { refusals: number; problem: string | null; saving: boolean } | null;
  titleId: string;
  wide?: boolean;
  onSubmit: () => Promise<unknown>;
  onClose: () => void;
  submitLabel: string;
  savingLabel: string;
  cancelLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const refusals = form?.refusals ?? 0;
  useEffect(() => {
    if (refusals > 0) focusFirstError(ref.current);
  }, [refusals]);
  return (
    <Dialog
      open={form !== null}
      onClose={onClose}
      labelledBy={titleId}
      className={wide ? 'admin-dialog--wide' : undefined}
    >
      {form && (
        <form
          ref={ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          {children}
          <FormProblem problem={form.problem} />
          <div className="admin-toolbar">
            <button type="submit" className="button" aria-disabled={form.saving || undefined}>
              {form.saving ? savingLabel : submitLabel}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {cancelLabel}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
