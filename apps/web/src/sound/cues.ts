/**
 * Which sound the big screen plays at which moment (ADR 28). Pure: it is given what the
 * screen shows, one view after another, and an injected sink that makes the noise, so the
 * rules are tested without a browser's audio.
 */

/** A short, recognisable sound; `webAudio.ts` synthesises each one. */
export type Cue = 'tick' | 'lastTick' | 'reveal' | 'podium';

export interface AudioSink {
  play(cue: Cue): void;
}

/** What the cues depend on, taken from the live state and the countdown. */
export interface CueView {
  status: 'LOBBY' | 'LIVE' | 'ENDED';
  step: string | null;
  slideId: string | null;
  /** A re-opened question counts again (R4: rounds). */
  round: number;
  paused: boolean;
  /** Seconds left while answering; null otherwise. */
  secondsLeft: number | null;
  /** A leaderboard slide drawn as a podium. */
  podiumSlide: boolean;
}

/** The countdown ticks over its last seconds, the last one in a higher voice. */
export const COUNTDOWN_TICKS = 5;

/** Whether sound may play at all: the host's setting, this screen's mute, the viewer's preference. */
export interface SoundSwitches {
  hostSound: boolean;
  localMuted: boolean;
  reducedMotion: boolean;
}

export const soundAllowed = (s: SoundSwitches): boolean => s.hostSound && !s.localMuted && !s.reducedMotion;

const moment = (v: CueView) => `${v.status}|${v.slideId ?? ''}|${v.round}|${v.step ?? ''}`;

/** The whole seconds a countdown shows: 4.2 s left reads "5". */
const shownSecond = (secondsLeft: number) => Math.ceil(secondsLeft - 1e-6);

/**
 * The cue for going from `prev` to `next`, or null. A screen that opens (or reconnects) in
 * the middle of a step has no `prev` and stays quiet: a reload must not replay the reveal.
 */
export function cueFor(prev: CueView | null, next: CueView): Cue | null {
  if (!prev) return null;
  if (moment(prev) !== moment(next)) {
    if (next.status === 'ENDED') return 'podium';
    if (next.status !== 'LIVE') return null;
    if (next.step === 'reveal') return 'reveal';
    if (next.podiumSlide && next.step === 'show') return 'podium';
    return null;
  }
  // Same step: the countdown. Each whole second of the last few is announced once, when the
  // number on the screen changes to it; a pause (or time added) never ticks.
  if (next.step !== 'answering' || next.paused || prev.paused) return null;
  if (prev.secondsLeft == null || next.secondsLeft == null) return null;
  const before = shownSecond(prev.secondsLeft);
  const now = shownSecond(next.secondsLeft);
  if (now >= before || now < 1 || now > COUNTDOWN_TICKS) return null;
  return now === 1 ? 'lastTick' : 'tick';
}

/**
 * Follows the views of one big screen and plays their cues into the sink while sound is
 * allowed. It keeps following while muted, so unmuting later does not play what was missed.
 */
export class CuePlayer {
  private last: CueView | null = null;

  constructor(
    private readonly sink: AudioSink,
    private switches: SoundSwitches,
  ) {}

  setSwitches(switches: SoundSwitches): void {
    this.switches = switches;
  }

  /** The screen now shows `view`; returns the cue played, if any. */
  observe(view: CueView): Cue | null {
    const cue = cueFor(this.last, view);
    this.last = view;
    if (!cue || !soundAllowed(this.switches)) return null;
    this.sink.play(cue);
    return cue;
  }
}
