import { useCallback, useEffect, useRef, useState } from 'react';
import { type RoomState, roomApiPath } from '#/api/session-room.ts';
import { loginHref } from '#/lib/auth.ts';
import { api } from '#/lib/http.ts';
import { type DeviceProblem, openDevices, playTestSound, watchLevel } from './devices.ts';
import { RoomClient, type RoomView } from './room-client.ts';

/**
 * A session's video room: the device check, then the waiting room (the client) and the call.
 * Reads the room and an e-mail's signed key from the address. See room-client.ts for the call.
 */

function newTab(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromAddress() {
  const room = location.pathname.split('/').filter(Boolean)[1] ?? '';
  const params = new URLSearchParams(location.search);
  return {
    room,
    key: params.get('key') ?? undefined,
    relay: params.get('relay') === '1',
  };
}

type Access =
  | { status: 'checking' }
  | { status: 'open'; rttMs: number }
  | { status: 'refused'; message: string; signIn: boolean };

async function checkAccess(room: string, key: string | undefined): Promise<Access> {
  const query = new URLSearchParams({ tab: newTab() });
  if (key) query.set('key', key);
  const started = performance.now();
  const answer = await api<RoomState>(`${roomApiPath(room)}?${query}`);
  const rttMs = Math.round(performance.now() - started);
  // A new tab is told that it has not entered yet (or that another tab of this person is in):
  // either answer means the room is open to this person.
  if (answer.ok || answer.error.code === 'not_joined' || answer.error.code === 'replaced')
    return { status: 'open', rttMs };
  return {
    status: 'refused',
    message: answer.error.message,
    signIn: answer.status === 401,
  };
}

const PRIVACY =
  'This call is encrypted end to end between your browser and the other person’s: when a network needs our relay server to connect you, the relay passes it on without being able to open it. Psycortex does not record it, and nothing of it is stored.';

function Video({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      className={className}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={muted ? 'local-video' : 'remote-video'}
    />
  );
}

function DeviceCheck({
  access,
  onJoin,
}: {
  access: Extract<Access, { status: 'open' }>;
  onJoin: (stream: MediaStream, cameraOn: boolean) => void;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);
  const [checking, setChecking] = useState(true);
  const [level, setLevel] = useState(0);
  const [cameraOff, setCameraOff] = useState(false);
  const [sound, setSound] = useState<'idle' | 'playing' | 'played'>('idle');

  const check = useCallback(async () => {
    setChecking(true);
    const opened = await openDevices();
    setStream((before) => {
      for (const t of before?.getTracks() ?? []) t.stop();
      return opened.stream;
    });
    setProblem(opened.problem);
    if (opened.problem?.device === 'camera') setCameraOff(true);
    setChecking(false);
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => (stream ? watchLevel(stream, setLevel) : undefined), [stream]);

  const hasCamera = Boolean(stream?.getVideoTracks().length);
  const slow = access.rttMs > 800;
  return (
    <section className="session-check" aria-labelledby="session-check-title">
      <h1 id="session-check-title">Before you join</h1>
      <p>Let’s check your camera, microphone and speaker. Nobody can see or hear you yet.</p>
      <div className="session-check__preview">
        {hasCamera && !cameraOff ? (
          <Video stream={stream} muted label="Your camera" className="session-video" />
        ) : (
          <p className="session-check__off">{hasCamera ? 'Your camera is off.' : 'No camera.'}</p>
        )}
      </div>
      <ul className="session-check__list">
        <li>
          <strong>Camera:</strong>{' '}
          {checking ? 'checking…' : hasCamera ? 'working.' : 'not available.'}
        </li>
        <li>
          <label htmlFor="session-level">
            <strong>Microphone:</strong>{' '}
            {checking
              ? 'checking…'
              : stream?.getAudioTracks().length
                ? 'say something: the bar should move.'
                : 'not available.'}
          </label>
          <meter id="session-level" min={0} max={1} low={0.05} value={level}>
            {Math.round(level * 100)}%
          </meter>
        </li>
        <li>
          <strong>Speaker:</strong>{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={async () => {
              setSound('playing');
              await playTestSound();
              setSound('played');
            }}
            disabled={sound === 'playing'}
          >
            Play a test sound
          </button>{' '}
          {sound === 'played' && (
            <span role="status">
              Heard a chime? Good. If not, turn the volume up or choose another speaker in your
              device’s sound settings.
            </span>
          )}
        </li>
        <li>
          <strong>Connection:</strong>{' '}
          {slow
            ? `slow (${access.rttMs} ms to Psycortex). The call may switch to sound only; a Wi-Fi network or a spot with better signal helps.`
            : `good (${access.rttMs} ms to Psycortex).`}
        </li>
      </ul>
      {problem && (
        <div className="session-problem" role="alert">
          <p>{problem.advice}</p>
          <button type="button" className="button button--ghost" onClick={() => void check()}>
            Check again
          </button>
        </div>
      )}
      {hasCamera && (
        <p className="session-check__option">
          <input
            id="session-camera-off"
            type="checkbox"
            checked={cameraOff}
            onChange={(e) => setCameraOff(e.target.checked)}
          />
          <label htmlFor="session-camera-off">Join with my camera off</label>
        </p>
      )}
      <p className="session-privacy">{PRIVACY}</p>
      <button
        type="button"
        className="button session-join"
        disabled={!stream || checking}
        onClick={() => {
          if (!stream) return;
          for (const t of stream.getVideoTracks()) t.enabled = !cameraOff;
          onJoin(stream, !cameraOff);
        }}
      >
        Join the session
      </button>
    </section>
  );
}

const ENDED: Partial<Record<RoomView['phase'], string>> = {
  removed:
    'Your clinician has ended your place in this session. If this was a mistake, please call us.',
  replaced: 'You opened this session in another tab or device, so it continues there.',
  left: 'You have left the session. You can come back while the room is open.',
  closed: 'This session has ended, and its room is closed.',
};

function Call({ view, local, client }: { view: RoomView; local: MediaStream; client: RoomClient }) {
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(Boolean(local.getVideoTracks()[0]?.enabled));
  const hasCamera = local.getVideoTracks().length > 0;
  const clinician = view.role === 'clinician';
  let status: string;
  if (view.phase === 'entering') status = 'Entering the room…';
  else if (view.phase === 'waiting')
    status = view.clinicianTold
      ? 'You are in the waiting room. Your clinician has been told you are here and will let you in shortly.'
      : 'You are in the waiting room. We are letting your clinician know you are here.';
  else if (view.phase === 'alone')
    status = clinician
      ? view.clientWaiting
        ? 'Your client is in the waiting room.'
        : 'Your client has not arrived yet. They will appear here when they do.'
      : 'Your clinician has stepped out of the room. Please stay: the call resumes when they are back.';
  else if (view.phase === 'connecting') status = 'Connecting…';
  else
    status = clinician
      ? 'You are in the session with your client.'
      : 'You are in the session with your clinician.';

  return (
    <section className="session-call" aria-labelledby="session-call-title">
      <h1 id="session-call-title" className="visually-hidden">
        Session room
      </h1>
      <div className="session-stage">
        {view.remote ? (
          <Video
            stream={view.remote}
            muted={false}
            label={clinician ? 'Your client' : 'Your clinician'}
            className="session-video session-video--remote"
          />
        ) : (
          <div className="session-stage__empty">
            <p>{view.phase === 'waiting' ? 'Waiting room' : 'Nobody else is here yet'}</p>
          </div>
        )}
        {hasCamera && cameraOn && (
          <Video
            stream={local}
            muted
            label="Your camera"
            className="session-video session-video--self"
          />
        )}
      </div>
      <div className="session-status" role="status">
        <p>{status}</p>
        {view.audioOnly && (
          <p>
            Your connection is weak, so we switched your side to sound only. Your video comes back
            on its own when the connection recovers.
          </p>
        )}
        {view.message && <p>{view.message}</p>}
        {!view.relayAvailable && view.phase === 'connecting' && (
          <p>
            This site has no relay server set up, so the call may not connect on strict office or
            mobile networks.
          </p>
        )}
      </div>
      {clinician && view.clientWaiting && (
        <div className="session-admit">
          <button type="button" className="button" onClick={() => void client.admit('admit')}>
            Admit your client
          </button>
        </div>
      )}
      <p className="session-privacy">{PRIVACY}</p>
      <fieldset className="session-controls">
        <legend className="visually-hidden">Call controls</legend>
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={!micOn}
          onClick={() => {
            client.setMicrophone(!micOn);
            setMicOn(!micOn);
          }}
        >
          {micOn ? 'Mute' : 'Unmute'}
        </button>
        {hasCamera && (
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={!cameraOn}
            onClick={() => {
              void client.setCamera(!cameraOn);
              setCameraOn(!cameraOn);
            }}
          >
            {cameraOn ? 'Camera off' : 'Camera on'}
          </button>
        )}
        {clinician && view.phase !== 'alone' && view.remote && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              if (confirm('Remove your client from the session? Their call ends now.'))
                void client.admit('remove');
            }}
          >
            Remove client
          </button>
        )}
        <button type="button" className="button session-leave" onClick={() => void client.leave()}>
          Leave
        </button>
      </fieldset>
    </section>
  );
}

export default function SessionRoom() {
  const [address] = useState(fromAddress);
  const [access, setAccess] = useState<Access>({ status: 'checking' });
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [view, setView] = useState<RoomView | null>(null);
  const clientRef = useRef<RoomClient | null>(null);

  useEffect(() => {
    void checkAccess(address.room, address.key).then(setAccess);
  }, [address]);

  useEffect(() => () => clientRef.current?.dispose(), []);

  if (access.status === 'checking') return <p role="status">Opening your session room…</p>;
  if (access.status === 'refused') {
    return (
      <section className="session-refused" aria-labelledby="session-refused-title">
        <h1 id="session-refused-title">We cannot open this room for you</h1>
        <p>{access.message}</p>
        {access.signIn ? (
          <p>
            <a className="button" href={loginHref(location.pathname + location.search)}>
              Sign in
            </a>{' '}
            <a className="button button--ghost" href="/clinician">
              Clinicians sign in here
            </a>
          </p>
        ) : (
          <p>
            <a href="/user/sessions">Go to My sessions</a>
          </p>
        )}
      </section>
    );
  }
  if (!local || !view) {
    return (
      <DeviceCheck
        access={access}
        onJoin={(stream) => {
          setLocal(stream);
          const client = new RoomClient({
            room: address.room,
            key: address.key,
            relay: address.relay,
            tab: newTab(),
            stream,
            onChange: setView,
          });
          clientRef.current = client;
          setView({
            phase: 'entering',
            role: null,
            clientWaiting: false,
            clinicianTold: false,
            audioOnly: false,
            relayAvailable: true,
            remote: null,
            message: null,
          });
          void client.start();
        }}
      />
    );
  }
  const ended = ENDED[view.phase];
  if (ended || view.phase === 'refused') {
    return (
      <section className="session-ended" aria-labelledby="session-ended-title">
        <h1 id="session-ended-title">
          {view.phase === 'left' ? 'You have left' : 'The call has ended'}
        </h1>
        <p>{view.message ?? ended}</p>
        {view.phase === 'left' && (
          <button type="button" className="button" onClick={() => location.reload()}>
            Join again
          </button>
        )}
      </section>
    );
  }
  return <Call view={view} local={local} client={clientRef.current!} />;
}
