/**
 * When a call drops to audio only, and when it comes back (issue #33). The page reads the
 * connection's figures from `RTCPeerConnection.getStats()` every two seconds and passes each
 * reading here. A link is poor when the browser estimates less than 150 kbit/s it can send, more
 * than 10 % of packets are lost, or a round trip takes over a second; good when it has over
 * 300 kbit/s, under 3 % lost and round trips under half a second. In between changes nothing.
 * Three poor readings in a row (6 seconds) turn video off; five good ones (10 seconds) bring it
 * back, so that a link at the edge does not flicker between the two. While video is off the
 * estimate of bandwidth cannot grow (sound alone does not test it), so only lost packets and
 * round trips decide that it is good again.
 */

export interface LinkReading {
  /** bits per second the browser estimates it can send (candidate-pair availableOutgoingBitrate). */
  availableOutgoingBitrate?: number;
  /** Share of packets lost since the last reading, 0 to 1. */
  packetLoss?: number;
  /** seconds (candidate-pair currentRoundTripTime). */
  roundTripTime?: number;
}

export type LinkQuality = 'poor' | 'good' | 'fair';

export const POOR_BITRATE = 150_000;
export const GOOD_BITRATE = 300_000;
export const READINGS_TO_DROP = 3;
export const READINGS_TO_RECOVER = 5;

export function linkQuality(r: LinkReading): LinkQuality {
  const bitrate = r.availableOutgoingBitrate;
  const loss = r.packetLoss ?? 0;
  const rtt = r.roundTripTime ?? 0;
  if ((bitrate !== undefined && bitrate < POOR_BITRATE) || loss > 0.1 || rtt > 1) return 'poor';
  if ((bitrate === undefined || bitrate > GOOD_BITRATE) && loss < 0.03 && rtt < 0.5) return 'good';
  return 'fair';
}

export interface FallbackState {
  audioOnly: boolean;
  /** How many readings in a row pointed the other way. */
  streak: number;
}

export const FALLBACK_START: FallbackState = { audioOnly: false, streak: 0 };

/** The next state after one reading. */
export function nextFallback(state: FallbackState, reading: LinkReading): FallbackState {
  // While sound only is sent, the browser's bandwidth estimate stays low (there is little to
  // measure it with): coming back is judged on lost packets and round trips alone.
  const quality = linkQuality(
    state.audioOnly ? { ...reading, availableOutgoingBitrate: undefined } : reading,
  );
  if (!state.audioOnly) {
    if (quality !== 'poor') return { audioOnly: false, streak: 0 };
    const streak = state.streak + 1;
    return streak >= READINGS_TO_DROP
      ? { audioOnly: true, streak: 0 }
      : { audioOnly: false, streak };
  }
  if (quality !== 'good') return { audioOnly: true, streak: 0 };
  const streak = state.streak + 1;
  return streak >= READINGS_TO_RECOVER
    ? { audioOnly: false, streak: 0 }
    : { audioOnly: true, streak };
}
