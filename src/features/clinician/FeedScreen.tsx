import { useRef, useState } from 'react';
import type { ClinicianMe } from '#/api/clinician-me.ts';
import type { Json } from '#/api/json.ts';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '#/features/clinician/clinician-portal.ts';
import { createFeed, revokeFeed } from '#/features/clinician/portal.store.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';

type Notice = { tone: 'ok' | 'problem'; text: string } | null;

/**
 * A calendar subscription for their phone: their sessions without clients' names. The
 * address is a secret shown once; a new one, or turning it off, stops the old one.
 */
export function FeedScreen({ me }: { me: Json<ClinicianMe> }) {
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [working, setWorking] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function make() {
    if (working) return;
    setWorking(true);
    const result = await createFeed();
    setWorking(false);
    if (!result.ok) {
      setNotice({ tone: 'problem', text: result.error.message });
      return;
    }
    setUrl(result.data.url);
    setNotice({
      tone: 'ok',
      text: me.feedCreatedAt
        ? 'A new address is ready below. The old one has stopped working.'
        : 'Your calendar feed is ready below.',
    });
    requestAnimationFrame(() => field.current?.select());
  }

  return (
    <>
      <p>
        Subscribe to your sessions from your phone's calendar (Google Calendar, Apple Calendar,
        Outlook) with a private address. It lists your booked sessions from {FEED_DAYS_BACK} days
        back to {FEED_DAYS_AHEAD} days ahead with the time, the way of meeting and the service, and
        never a client's name. Calendars check it about once an hour.
      </p>
      <p>
        Anyone with the address can see those times, so keep it to yourself. If it gets out, make a
        new one: the old one stops working at once.
      </p>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      {url && (
        <div className="admin-field">
          <label htmlFor="feed-url">Your calendar address (shown only now: copy it)</label>
          <input
            ref={field}
            id="feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button--small"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(url);
                  setNotice({ tone: 'ok', text: 'The address is copied.' });
                } catch {
                  field.current?.select();
                  setNotice({
                    tone: 'problem',
                    text: 'Please copy the selected address yourself.',
                  });
                }
              }}
            >
              Copy the address
            </button>
          </div>
        </div>
      )}
      {!url && me.feedCreatedAt && (
        <p>
          Your feed is on, made {describeIndiaTime(new Date(me.feedCreatedAt))}. Its address was
          shown once; make a new one to see an address again.
        </p>
      )}
      <div className="admin-toolbar">
        <button
          type="button"
          className="button"
          aria-disabled={working || undefined}
          onClick={() => void make()}
        >
          {me.feedCreatedAt
            ? 'Make a new address (revokes the old one)'
            : 'Make my calendar address'}
        </button>
        {me.feedCreatedAt && (
          <button
            type="button"
            className="button button--ghost"
            onClick={async () => {
              const result = await revokeFeed();
              setUrl(null);
              setNotice(
                result.ok
                  ? { tone: 'ok', text: 'Your calendar feed is off: its address no longer works.' }
                  : { tone: 'problem', text: result.error.message },
              );
            }}
          >
            Revoke the feed
          </button>
        )}
      </div>
    </>
  );
}
