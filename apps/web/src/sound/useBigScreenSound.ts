import { useEffect, useState, useSyncExternalStore } from 'react';
import { slideTypeOf, type Slide } from '@mingle/shared';
import type { LiveState } from '../live/operations';
import { BigScreenSoundEngine } from './bigScreenSound';
import type { Cue, CueView } from './cues';
import { createBigScreenAudio } from './webAudio';

const MUTED_KEY = 'mingle.bigScreen.muted';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface BigScreenSound {
  /** The host's setting, from the live state (every big screen of the event follows it). */
  hostSound: boolean;
  /** This screen's own mute, remembered on this computer. */
  localMuted: boolean;
  reducedMotion: boolean;
  /** Sound is wanted but the browser has not let audio start yet: show "Enable sound". */
  blocked: boolean;
  /** The last cue played, for people (and tests) checking the sound works. */
  lastCue: Cue | null;
  toggleLocal(): void;
  /** From a click: unlocks the browser's audio. */
  enable(): void;
}

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): not muted, not remembered
  }
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', change);
      return () => query?.removeEventListener('change', change);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** What the cues need from the live state and the countdown. */
export function cueViewOf(state: LiveState, secondsLeft: number | null): CueView {
  const slide = state.slide;
  const standings = slide ? slideTypeOf(slide.type)?.standings?.(slide.content as Slide) : undefined;
  return {
    status: state.status,
    step: state.step ?? null,
    slideId: state.slide?.id ?? null,
    round: state.round,
    paused: state.paused,
    secondsLeft: state.step === 'answering' ? secondsLeft : null,
    podiumSlide: standings?.podium === true,
  };
}

/**
 * The big screen's sounds (ADR 28): cues from the live state, played when the host's setting,
 * this screen's mute and the viewer's reduced-motion preference all allow it.
 */
export function useBigScreenSound(state: LiveState | null, msLeft: number | null): BigScreenSound {
  const [localMuted, setLocalMuted] = useState(readMuted);
  const reducedMotion = useReducedMotion();
  const hostSound = state?.sound ?? true;
  const [engine] = useState(() => new BigScreenSoundEngine(createBigScreenAudio, { hostSound, localMuted, reducedMotion }));
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  useEffect(() => () => engine.close(), [engine]);
  useEffect(() => engine.setSwitches({ hostSound, localMuted, reducedMotion }), [engine, hostSound, localMuted, reducedMotion]);
  useEffect(() => {
    if (state) engine.observe(cueViewOf(state, msLeft == null ? null : msLeft / 1000));
  }, [engine, state, msLeft]);

  return {
    hostSound,
    localMuted,
    reducedMotion,
    blocked: snapshot.blocked,
    lastCue: snapshot.lastCue,
    toggleLocal() {
      const next = !localMuted;
      setLocalMuted(next);
      try {
        window.localStorage.setItem(MUTED_KEY, next ? '1' : '0');
      } catch {
        // not remembered: this screen stays as chosen until it reloads
      }
      // Unmuting is a click: the moment the browser lets audio start.
      if (!next) engine.unlock();
    },
    enable: () => engine.unlock(),
  };
}
