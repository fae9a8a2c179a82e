/*
 * The spinner's wheel (SPEC R21): what a round's play holds and where the wheel stops. Pure
 * and free of zod, so the phone app (ADR 24) imports it: every screen computes the same spin
 * from the same play.
 */

/** At most this many segments on one wheel; a bigger pool is sampled (R21.3). */
export const SPINNER_MAX_SEGMENTS = 24;
/** How long every screen animates a spin, ms (R21.5). */
export const SPIN_DURATION_MS = 5000;

/** One segment of the wheel: a participant (by nickname, with their id) or an item. */
export interface SpinnerSegment {
  label: string;
  participantId?: string;
}

/**
 * What the server decides for one spin of a spinner slide (R21.2–R21.5), stored in the event's
 * plays under the round. `winner`, `spunAt` and `landing` exist from the `result` step only.
 */
export interface SpinnerPlay {
  /** The wheel, fixed on entering `spin`. Empty: nobody (or nothing) is left to spin for. */
  segments: SpinnerSegment[];
  /** How many were eligible before the cap: more than `segments.length` when the wheel is a sample. */
  pool: number;
  /** Winners of this slide's earlier spins, first first (taken out when the slide says so). */
  taken: SpinnerSegment[];
  /** The participant the host handed the spin to (R21.6), and their nickname. */
  spinnerId?: string;
  spinnerNickname?: string;
  /** Index in `segments` of where the wheel stops. */
  winner?: number;
  /** Server time when the spin started, epoch ms. */
  spunAt?: number;
  /** Where in the winner's segment the pointer stops, 0–1 from its leading edge (kept off the lines). */
  landing?: number;
}

/** Whether a stored play is a spinner play (plays are jsonb: read them defensively). */
export function isSpinnerPlay(play: unknown): play is SpinnerPlay {
  return typeof play === 'object' && play !== null && Array.isArray((play as SpinnerPlay).segments);
}

/** The segment the wheel stopped on, once spun. */
export function spinWinner(play: SpinnerPlay): SpinnerSegment | null {
  return play.winner === undefined ? null : (play.segments[play.winner] ?? null);
}

/**
 * What the slide's spins landed on so far, first spin first (R21.4): the earlier winners the
 * round's play lists, then this round's once it has spun. Spins of an empty wheel landed on
 * nobody and are not listed.
 */
export function spinsSoFar(play: SpinnerPlay): SpinnerSegment[] {
  const won = spinWinner(play);
  return won ? [...play.taken, won] : [...play.taken];
}

/** Full turns of a spin before it stops: 5 to 7, from the play, so every screen turns alike. */
export function spinTurns(play: SpinnerPlay): number {
  return 5 + ((Math.floor((play.landing ?? 0) * 1000) + (play.winner ?? 0)) % 3);
}

/**
 * The wheel's clockwise rotation, degrees, when it has stopped. Segment i spans
 * [i, i + 1) × 360/n degrees clockwise from 12 o'clock, where the pointer is; turning the wheel
 * by R brings the point at θ to θ + R, so the landing point comes under the pointer at
 * R = 360 × turns − (winner + landing) × 360/n.
 */
export function spinRotation(play: SpinnerPlay): number {
  const n = play.segments.length;
  if (n === 0 || play.winner === undefined) return 0;
  const at = ((play.winner + (play.landing ?? 0.5)) * 360) / n;
  return 360 * spinTurns(play) - at;
}
