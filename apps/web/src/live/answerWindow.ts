import { useState } from 'react';
import type { LiveState } from './operations';

/**
 * How long the current answering step lasts in all: the slide's time limit plus whatever the
 * host added with "+10 s". A countdown ring is a share of this total; with the bare time limit
 * as its total, an extended question would show a full ring (and, clamped, a wrong number)
 * until the time left fell back under the limit.
 *
 * The server sends only the deadline (R5.2, R5.5), not when the step started nor how much was
 * added, so the total is followed from state to state: a deadline that moves later while the
 * clock runs, or a frozen time left that grows while paused, is time added. Pause and resume
 * move the deadline too, without adding anything, so a change across them is not counted.
 * A screen that connects after time was added cannot know how much: its total starts at the
 * time left when that is more than the limit, so the ring is never more than full.
 */
export interface AnswerWindow {
  /** Slide and round: a new question starts a new total. */
  key: string;
  totalMs: number;
  /** The deadline while the clock runs, else null. */
  deadline: number | null;
  /** The frozen time left while paused, else null. */
  remainingMs: number | null;
}

export type WindowState = Pick<LiveState, 'status' | 'step' | 'round' | 'slide' | 'deadline' | 'serverTime' | 'paused' | 'remainingMs'>;

function timeLimitMs(content: Record<string, unknown>): number | null {
  const limit = content.timeLimit;
  return typeof limit === 'number' && limit > 0 ? limit * 1000 : null;
}

/** The answering window after `state`, given the one before it; null when nothing is timed. */
export function nextAnswerWindow(prev: AnswerWindow | null, state: WindowState): AnswerWindow | null {
  if (state.status !== 'LIVE' || state.step !== 'answering' || !state.slide) return null;
  const limit = timeLimitMs(state.slide.content);
  const deadline = state.paused ? null : state.deadline;
  const remainingMs = state.paused ? state.remainingMs : null;
  // Time left when the server sent this state, on its own clock.
  const left = remainingMs ?? (deadline == null ? null : Math.max(0, deadline - state.serverTime));
  if (limit == null || left == null) return null;
  const key = `${state.slide.id}:${state.round}`;
  if (!prev || prev.key !== key) return { key, totalMs: Math.max(limit, left), deadline, remainingMs };
  let added = 0;
  if (deadline != null && prev.deadline != null) added = deadline - prev.deadline;
  else if (remainingMs != null && prev.remainingMs != null) added = remainingMs - prev.remainingMs;
  return { key, totalMs: Math.max(prev.totalMs + Math.max(0, added), left), deadline, remainingMs };
}

/** The total answering time of the current step in ms, followed across states; null when untimed. */
export function useAnswerTotalMs(state: WindowState | null): number | null {
  const [track, setTrack] = useState(() => ({ state, window: state ? nextAnswerWindow(null, state) : null }));
  let current = track;
  if (track.state !== state) {
    // Derived from the previous state as each new one arrives (React's "adjust state while
    // rendering"): an effect would draw one frame with the old total first.
    current = { state, window: state ? nextAnswerWindow(track.window, state) : null };
    setTrack(current);
  }
  return current.window?.totalMs ?? null;
}
