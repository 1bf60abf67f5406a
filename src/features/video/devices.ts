/**
 * The device check before a session: the camera and microphone (one getUserMedia), a level meter,
 * a test sound for the speaker, and plain advice when something fails.
 */

export interface DeviceProblem {
  device: 'camera' | 'microphone' | 'both';
  advice: string;
}

/** Plain words for what getUserMedia refused, and what to do about it. */
export function adviceFor(error: unknown, asked: 'both' | 'microphone'): DeviceProblem {
  const name = error instanceof DOMException ? error.name : '';
  const device = asked === 'both' ? 'both' : 'microphone';
  const what = asked === 'both' ? 'the camera and microphone' : 'the microphone';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return {
      device,
      advice: `Your browser is blocking ${what}. Allow them in your browser's site settings (the icon beside the address), then press Check again.`,
    };
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return {
      device,
      advice: `We could not find ${what} on this device. Plug one in, or use a phone, then press Check again.`,
    };
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return {
      device,
      advice: `Another app is using ${what}. Close it (a video call, the camera app), then press Check again.`,
    };
  }
  return {
    device,
    advice: `We could not start ${what}. Reload the page, or try another browser (Chrome, Edge, Firefox or Safari).`,
  };
}

/**
 * Asks for the camera and microphone; when the camera alone fails, the microphone still works and
 * the person can join with the camera off.
 */
export async function openDevices(): Promise<{
  stream: MediaStream | null;
  problem: DeviceProblem | null;
}> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return {
      stream: null,
      problem: {
        device: 'both',
        advice:
          'This browser cannot hold video calls here. Please open the link in an up-to-date Chrome, Edge, Firefox or Safari.',
      },
    };
  }
  try {
    return {
      stream: await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
      }),
      problem: null,
    };
  } catch (both) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const camera = adviceFor(both, 'both');
      return {
        stream,
        problem: {
          device: 'camera',
          advice: `${camera.advice} You can also join with your camera off.`,
        },
      };
    } catch (microphone) {
      return { stream: null, problem: adviceFor(microphone, 'microphone') };
    }
  }
}

/** Calls `onLevel` with the microphone's loudness (0 to 1) about 20 times a second. */
export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const track = stream.getAudioTracks()[0];
  if (!track) return () => {};
  const context = new AudioContext();
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const s of samples) sum += s * s;
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
  }, 50);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}

/** A short, soft two-note chime through the speaker. */
export async function playTestSound(): Promise<void> {
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = 0.15;
  gain.connect(context.destination);
  for (const [i, frequency] of [523.25, 659.25].entries()) {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.4);
    tone.stop(context.currentTime + i * 0.4 + 0.35);
  }
  await new Promise((done) => setTimeout(done, 900));
  await context.close();
}
