import { type JoinedAnswer, type RoomState, roomApiPath } from '#/api/session-room.ts';
import type { ClientAnswer } from '#/api/session-room-client.ts';
import type { RoomSignal, SignalSentAnswer } from '#/api/session-room-signals.ts';
import {
  FALLBACK_START,
  type FallbackState,
  type LinkReading,
  nextFallback,
} from '#/features/video/video-quality.ts';
import { type ApiFailure, api, sendJson } from '#/lib/http.ts';

/**
 * The browser's side of a session room: it enters the room, asks the API for the room's state
 * and its signals (every second while waiting, every 300 ms while connecting, every 3 seconds
 * once connected), and holds the one
 * RTCPeerConnection to the other participant. The clinician's tab makes the offer once both are
 * in; the client's answers. Each side waits up to two seconds for its candidates and sends them
 * with its description, and any found later together in one message. No library: the browser's
 * own WebRTC, whose media is encrypted between the two browsers (DTLS-SRTP) and never passes
 * through Psycortex.
 */

export type RoomPhase =
  | 'entering'
  | 'waiting'
  | 'alone'
  | 'connecting'
  | 'connected'
  | 'removed'
  | 'replaced'
  | 'left'
  | 'closed'
  | 'refused';

export interface RoomView {
  phase: RoomPhase;
  role: RoomState['role'] | null;
  /** The clinician's view of the client: waiting to be let in, in the call, or not here. */
  clientWaiting: boolean;
  clinicianTold: boolean;
  /** This side sends sound only because its connection is poor. */
  audioOnly: boolean;
  /** Whether a TURN server is offered, for networks that block direct calls. */
  relayAvailable: boolean;
  remote: MediaStream | null;
  message: string | null;
}

export interface RoomOptions {
  room: string;
  key: string | undefined;
  relay: boolean;
  tab: string;
  stream: MediaStream;
  onChange(view: RoomView): void;
}

/** Waiting or alone: once a second. While the two browsers connect: every 300 ms, for the second or
 * two it takes. Connected: every 3 seconds (to see the other leave, or a new tab of theirs). */
const POLL_MS = { waiting: 1000, connecting: 300, connected: 3000 };
const GATHER_WAIT_MS = 2000;
const STATS_EVERY_MS = 2000;

function waitForGathering(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(finish, GATHER_WAIT_MS);
    function finish() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      done();
    }
    function check() {
      if (pc.iceGatheringState === 'complete') finish();
    }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** One reading of the link from the connection's statistics, for the audio-only rule. */
export async function readLink(
  pc: RTCPeerConnection,
  before: { lost: number; received: number },
): Promise<{ reading: LinkReading; totals: { lost: number; received: number } }> {
  const stats = await pc.getStats();
  const reading: LinkReading = {};
  let lost = 0;
  let received = 0;
  let fraction = 0;
  // The pair the transport uses now (others may be nominated too while ICE checks them).
  let selected = '';
  stats.forEach((s) => {
    if (s.type === 'transport' && s.selectedCandidatePairId) selected = s.selectedCandidatePairId;
  });
  stats.forEach((s) => {
    if (s.type === 'candidate-pair' && s.id === selected) {
      if (typeof s.availableOutgoingBitrate === 'number')
        reading.availableOutgoingBitrate = s.availableOutgoingBitrate;
      if (typeof s.currentRoundTripTime === 'number')
        reading.roundTripTime = s.currentRoundTripTime;
    }
    if (s.type === 'inbound-rtp') {
      lost += Math.max(0, s.packetsLost ?? 0);
      received += s.packetsReceived ?? 0;
    }
    if (s.type === 'remote-inbound-rtp' && typeof s.fractionLost === 'number') {
      fraction = Math.max(fraction, s.fractionLost);
    }
  });
  const newLost = lost - before.lost;
  const newReceived = received - before.received;
  const inbound = newLost + newReceived > 0 ? newLost / (newLost + newReceived) : 0;
  reading.packetLoss = Math.max(fraction, inbound);
  return { reading, totals: { lost, received } };
}

export class RoomClient {
  private readonly options: RoomOptions;
  private view: RoomView;
  private cursor = 0;
  private pc: RTCPeerConnection | null = null;
  private peerTab: string | null = null;
  private described = false;
  private outbox: RTCIceCandidateInit[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private fallback: FallbackState = FALLBACK_START;
  private totals = { lost: 0, received: 0 };
  private stopped = false;
  private polling = false;
  private pollAgain = false;
  private iceServers: RTCIceServer[] = [];
  private policy: RTCIceTransportPolicy = 'all';
  private cameraTrack: MediaStreamTrack | null;
  private cameraWanted: boolean;

  constructor(options: RoomOptions) {
    this.options = options;
    this.cameraTrack = options.stream.getVideoTracks()[0] ?? null;
    this.cameraWanted = Boolean(this.cameraTrack?.enabled);
    this.view = {
      phase: 'entering',
      role: null,
      clientWaiting: false,
      clinicianTold: false,
      audioOnly: false,
      relayAvailable: true,
      remote: null,
      message: null,
    };
  }

  private set(patch: Partial<RoomView>) {
    this.view = { ...this.view, ...patch };
    this.options.onChange(this.view);
  }

  private path(suffix = '') {
    return roomApiPath(this.options.room, suffix);
  }

  private body<T extends object>(extra: T) {
    return {
      tab: this.options.tab,
      ...(this.options.key ? { key: this.options.key } : {}),
      ...extra,
    };
  }

  private fail(failure: ApiFailure) {
    const code = failure.error.code;
    if (code === 'replaced') this.stop('replaced', failure.error.message);
    else if (code === 'room_closed') this.stop('closed', failure.error.message);
    else if (failure.status === 401 || failure.status === 403 || failure.status === 404)
      this.stop('refused', failure.error.message);
    else this.set({ message: failure.error.message });
  }

  async start(): Promise<void> {
    const joined = await sendJson<JoinedAnswer>('POST', this.path(), this.body({}));
    if (!joined.ok) return this.fail(joined);
    this.set({ role: joined.data.role });
    await this.poll();
  }

  private schedule() {
    if (this.stopped) return;
    const phase = this.view.phase;
    const every =
      phase === 'connected'
        ? POLL_MS.connected
        : phase === 'connecting'
          ? POLL_MS.connecting
          : POLL_MS.waiting;
    this.pollTimer = setTimeout(() => void this.poll(), every);
  }

  /**
   * One poll at a time: a poll asked for while one is under way (after Admit) runs right after
   * it, so that no signal is read twice and no second round of polls starts.
   */
  private async poll(): Promise<void> {
    if (this.stopped) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.polling = true;
    try {
      const query = new URLSearchParams({ tab: this.options.tab, after: String(this.cursor) });
      if (this.options.key) query.set('key', this.options.key);
      if (this.options.relay) query.set('relay', '1');
      const answer = await api<RoomState>(`${this.path()}?${query}`);
      if (answer.ok) await this.handle(answer.data);
      else this.fail(answer);
    } finally {
      this.polling = false;
    }
    if (this.pollAgain) {
      this.pollAgain = false;
      return this.poll();
    }
    this.schedule();
  }

  private async handle(state: RoomState) {
    this.iceServers = state.iceServers;
    this.policy = state.iceTransportPolicy;
    this.cursor = state.cursor;
    if (state.state === 'removed') return this.stop('removed', null);
    const peer = state.peer;
    this.set({
      clientWaiting: state.role === 'clinician' && peer?.state === 'waiting',
      clinicianTold: state.clinicianTold,
      relayAvailable: state.iceServers.length > 0,
      message: null,
    });
    if (state.state === 'waiting') {
      this.set({ phase: 'waiting' });
    } else if (peer?.state !== 'admitted') {
      this.hangUp();
      this.set({ phase: 'alone', remote: null });
    } else if (peer.tab !== this.peerTab) {
      this.hangUp();
      this.open(peer.tab);
      this.set({ phase: 'connecting' });
      if (state.role === 'clinician') await this.offer();
    }
    for (const signal of state.signals) await this.receive(signal.kind, signal.payload);
  }

  private open(peerTab: string) {
    const pc = new RTCPeerConnection({
      iceServers: this.iceServers,
      iceTransportPolicy: this.policy,
    });
    this.pc = pc;
    this.peerTab = peerTab;
    this.described = false;
    // For the end-to-end tests and the bench, which read the connection's statistics.
    Object.assign(window, { psycortexSessionPeer: pc });
    const audio = this.options.stream.getAudioTracks()[0];
    if (audio) pc.addTrack(audio, this.options.stream);
    if (this.cameraTrack && this.cameraWanted) pc.addTrack(this.cameraTrack, this.options.stream);
    else pc.addTransceiver('video', { direction: 'sendrecv' });
    if (!audio) pc.addTransceiver('audio', { direction: 'recvonly' });
    const remote = new MediaStream();
    pc.ontrack = (event) => {
      remote.addTrack(event.track);
      this.set({ remote });
    };
    pc.onicecandidate = (event) => {
      if (!event.candidate || !this.described) return;
      this.outbox.push(event.candidate.toJSON());
      this.flushTimer ??= setTimeout(() => void this.flush(), 300);
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === 'connected') {
        this.set({ phase: 'connected' });
        this.watchLink();
      } else if (pc.connectionState === 'failed' && this.view.role === 'clinician') {
        // Try again from the start: the next poll sees no connection to this peer tab.
        this.hangUp();
      }
    };
  }

  private async flush() {
    this.flushTimer = null;
    const batch = this.outbox.splice(0, 50).map((c) => ({
      candidate: c.candidate ?? '',
      sdpMid: c.sdpMid ?? null,
      sdpMLineIndex: c.sdpMLineIndex ?? null,
    }));
    if (batch.length === 0) return;
    await this.signal({ kind: 'candidates', payload: batch });
  }

  private async signal(signal: RoomSignal) {
    const sent = await sendJson<SignalSentAnswer>(
      'POST',
      this.path('/signals'),
      this.body({ signal }),
    );
    if (!sent.ok && sent.error.code !== 'no_peer') this.fail(sent);
  }

  private async describe(pc: RTCPeerConnection, kind: 'offer' | 'answer') {
    await waitForGathering(pc);
    if (pc !== this.pc) return;
    const description = pc.localDescription!;
    this.described = true;
    await this.signal({ kind, payload: { type: kind, sdp: description.sdp } });
  }

  private async offer() {
    const pc = this.pc!;
    await pc.setLocalDescription(await pc.createOffer());
    await this.describe(pc, 'offer');
  }

  private async receive(kind: RoomSignal['kind'], payload: unknown) {
    const pc = this.pc;
    if (kind === 'bye') {
      if (this.view.role === 'client' && this.view.phase !== 'waiting') {
        this.hangUp();
        this.set({ phase: 'alone', remote: null });
      }
      return;
    }
    if (!pc) return;
    try {
      if (kind === 'offer' && this.view.role === 'client') {
        await pc.setRemoteDescription(payload as RTCSessionDescriptionInit);
        await pc.setLocalDescription(await pc.createAnswer());
        await this.describe(pc, 'answer');
      } else if (kind === 'answer' && this.view.role === 'clinician') {
        await pc.setRemoteDescription(payload as RTCSessionDescriptionInit);
      } else if (kind === 'candidates') {
        for (const c of payload as RTCIceCandidateInit[]) await pc.addIceCandidate(c);
      }
    } catch (error) {
      console.error('[session] signal not applied:', error);
    }
  }

  private watchLink() {
    if (this.statsTimer) return;
    this.statsTimer = setInterval(async () => {
      const pc = this.pc;
      if (pc?.connectionState !== 'connected') return;
      const { reading, totals } = await readLink(pc, this.totals);
      this.totals = totals;
      const next = nextFallback(this.fallback, reading);
      if (next.audioOnly !== this.fallback.audioOnly) await this.sendVideo(!next.audioOnly);
      this.fallback = next;
      if (next.audioOnly !== this.view.audioOnly) this.set({ audioOnly: next.audioOnly });
    }, STATS_EVERY_MS);
  }

  private async sendVideo(on: boolean) {
    const sender = this.pc
      ?.getTransceivers()
      .find((t) => t.receiver.track.kind === 'video')?.sender;
    if (!sender) return;
    await sender.replaceTrack(on && this.cameraWanted ? this.cameraTrack : null);
  }

  /** Turns the camera on or off for the other person (the track goes, not just its picture). */
  async setCamera(on: boolean) {
    this.cameraWanted = on && Boolean(this.cameraTrack);
    if (this.cameraTrack) this.cameraTrack.enabled = on;
    if (!this.fallback.audioOnly) await this.sendVideo(on);
  }

  setMicrophone(on: boolean) {
    for (const track of this.options.stream.getAudioTracks()) track.enabled = on;
  }

  async admit(action: 'admit' | 'remove') {
    const done = await sendJson<ClientAnswer>('POST', this.path('/client'), this.body({ action }));
    if (!done.ok) this.set({ message: done.error.message });
    else await this.poll();
  }

  private hangUp() {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.outbox = [];
    this.pc?.close();
    this.pc = null;
    this.peerTab = null;
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    this.fallback = FALLBACK_START;
    this.totals = { lost: 0, received: 0 };
  }

  private stop(phase: RoomPhase, message: string | null) {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.hangUp();
    this.set({ phase, message, remote: null, clientWaiting: false });
  }

  /** Leaves the room: the other side is told at once. */
  async leave() {
    if (!this.stopped) await this.signal({ kind: 'bye', payload: {} });
    this.stop('left', null);
  }

  /** Stops without a goodbye (the page is going away; the other side sees it at its next poll). */
  dispose() {
    this.stop('left', null);
  }
}
