import type { AudioSink, Cue } from './cues';

/** One note: frequency (Hz), start after the cue begins (s), length (s), loudness (0–1). */
interface Note {
  hz: number;
  at: number;
  length: number;
  gain: number;
  wave?: OscillatorType;
}

// Synthesised rather than recorded: no files to load on the big screen, a few lines each,
// and every sound is short and soft enough not to talk over the host.
const CUES: Record<Cue, Note[]> = {
  tick: [{ hz: 880, at: 0, length: 0.08, gain: 0.25, wave: 'square' }],
  lastTick: [{ hz: 1320, at: 0, length: 0.16, gain: 0.3, wave: 'square' }],
  // A rising major arpeggio that lands on a chord.
  reveal: [
    { hz: 523.25, at: 0, length: 0.12, gain: 0.35 },
    { hz: 659.25, at: 0.09, length: 0.12, gain: 0.35 },
    { hz: 783.99, at: 0.18, length: 0.12, gain: 0.35 },
    { hz: 1046.5, at: 0.27, length: 0.5, gain: 0.3 },
    { hz: 783.99, at: 0.27, length: 0.5, gain: 0.2 },
  ],
  // A short fanfare: da-da-da-daaa.
  podium: [
    { hz: 392, at: 0, length: 0.14, gain: 0.3, wave: 'triangle' },
    { hz: 523.25, at: 0.15, length: 0.14, gain: 0.3, wave: 'triangle' },
    { hz: 659.25, at: 0.3, length: 0.14, gain: 0.3, wave: 'triangle' },
    { hz: 783.99, at: 0.45, length: 0.9, gain: 0.35, wave: 'triangle' },
    { hz: 523.25, at: 0.45, length: 0.9, gain: 0.2, wave: 'triangle' },
  ],
};

/** The notes of a cue, for tests and for anyone tuning them. */
export const notesOf = (cue: Cue): readonly Note[] => CUES[cue];

/** An audio output the big screen can play cues into, once the browser lets it. */
export interface BigScreenAudio extends AudioSink {
  /** False until a user gesture has unlocked audio (browsers' autoplay policy). */
  readonly running: boolean;
  /** Call from a click: browsers start audio only in answer to a gesture. */
  unlock(): Promise<boolean>;
  onChange(listener: () => void): () => void;
  close(): void;
}

/** The Web Audio output, or null where the browser has none. */
export function createBigScreenAudio(): BigScreenAudio | null {
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  const ctx = new Ctor();
  const listeners = new Set<() => void>();
  ctx.onstatechange = () => listeners.forEach((l) => l());
  // Starts at once where the page was already clicked; stays suspended (blocked) otherwise.
  void ctx.resume().catch(() => undefined);
  return {
    get running() {
      return ctx.state === 'running';
    },
    async unlock() {
      await ctx.resume().catch(() => undefined);
      return ctx.state === 'running';
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(cue) {
      // A blocked context would queue the notes and play them all at once when unlocked.
      if (ctx.state !== 'running') return;
      const start = ctx.currentTime + 0.01;
      for (const n of CUES[cue]) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = n.wave ?? 'sine';
        osc.frequency.value = n.hz;
        // A quick attack and an exponential fade: no clicks at either end.
        gain.gain.setValueAtTime(0.0001, start + n.at);
        gain.gain.exponentialRampToValueAtTime(n.gain, start + n.at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + n.at + n.length);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start + n.at);
        osc.stop(start + n.at + n.length + 0.02);
      }
    },
    close() {
      listeners.clear();
      void ctx.close().catch(() => undefined);
    },
  };
}
