import { describeIndiaTime } from '#/lib/india-time.ts';

/** A clinician's leave or blocked time, as the admin panel and the clinician's portal list it. */
export interface BlockItem {
  id: string;
  kind: 'leave' | 'blocked';
  startsAt: string;
  endsAt: string;
  reason?: string | null;
}

/** The two kinds of time away, as a list's options. */
export function BlockKindOptions() {
  return (
    <>
      <option value="leave">Leave</option>
      <option value="blocked">Blocked time</option>
    </>
  );
}

/**
 * The leave and blocks coming up, each with its Remove button; `whose` ("for Dr Rao") ends the
 * button's name where several clinicians' lists share a page. Where focus goes after a removal
 * is the caller's: the button goes with the block.
 */
export function BlockList<B extends BlockItem>({
  blocks,
  whose,
  onRemove,
}: {
  blocks: readonly B[];
  whose?: string;
  onRemove: (block: B) => void;
}) {
  return (
    <ul className="admin-compact-list">
      {blocks.map((b) => {
        const what = `${b.kind === 'leave' ? 'Leave' : 'Blocked'} ${describeIndiaTime(new Date(b.startsAt))} to ${describeIndiaTime(new Date(b.endsAt))}`;
        return (
          <li key={b.id} className="admin-block">
            <span>
              {what}
              {b.reason ? ` (${b.reason})` : ''}
            </span>{' '}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onRemove(b)}
            >
              Remove
              <span className="visually-hidden">
                {' '}
                {what.charAt(0).toLowerCase() + what.slice(1)}
                {whose ? ` ${whose}` : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
