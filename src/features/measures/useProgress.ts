import { useEffect, useState } from 'react';
import type { ClientProgressAnswer } from '#/api/clinician-progress.ts';
import type { ProgressPoint } from '#/api/measures-progress.ts';
import { api } from '#/lib/http.ts';

export type ProgressState =
  | { status: 'loading' }
  | { status: 'ready'; points: ProgressPoint[]; name?: string }
  | { status: 'error'; code: number; message: string };

/** Reads a progress answer (the client's own, or a client's for their clinician) once. */
export function useProgress(path: string): ProgressState {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  useEffect(() => {
    void api<Partial<ClientProgressAnswer> & Pick<ClientProgressAnswer, 'points'>>(path).then(
      (result) =>
        setState(
          result.ok
            ? { status: 'ready', points: result.data.points, name: result.data.name }
            : { status: 'error', code: result.status, message: result.error.message },
        ),
    );
  }, [path]);
  return state;
}
