import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { LiveState } from '../live/operations';
import { CuePlayer, soundAllowed, type Cue, type CueView, type SoundSwitches } from './cues';
import { createBigScreenAudio, type BigScreenAudio } from './webAudio';

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
  const content = state.slide?.content as { podium?: unknown } | undefined;
  return {
    status: state.status,
    step: state.step ?? null,
    slideId: state.slide?.id ?? null,
    round: state.round,
    paused: state.paused,
    secondsLeft: state.step === 'answering' ? secondsLeft : null,
    podiumSlide: state.slide?.type === 'leaderboard' && content?.podium !== false,
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
  const switches: SoundSwitches = useMemo(() => ({ hostSound, localMuted, reducedMotion }), [hostSound, localMuted, reducedMotion]);
  const allowed = soundAllowed(switches);

  // The audio context is made only once sound is wanted: a muted screen never asks for audio.
  const [audio, setAudio] = useState<BigScreenAudio | null>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!allowed || audio) return;
    setAudio(createBigScreenAudio());
  }, [allowed, audio]);
  useEffect(() => {
    if (!audio) return;
    const update = () => setRunning(audio.running);
    update();
    const off = audio.onChange(update);
    return () => {
      off();
      audio.close();
    };
  }, [audio]);

  const [lastCue, setLastCue] = useState<Cue | null>(null);
  const sink = useRef<BigScreenAudio | null>(null);
  useEffect(() => {
    sink.current = audio;
  }, [audio]);
  const [player] = useState(() => new CuePlayer({ play: (cue) => sink.current?.play(cue) }, switches));
  useEffect(() => player.setSwitches(switches), [player, switches]);

  const view = state ? cueViewOf(state, msLeft == null ? null : msLeft / 1000) : null;
  const viewKey = view ? JSON.stringify(view) : '';
  useEffect(() => {
    if (!viewKey) return;
    // Compared by value: a re-render showing the same moment is not a new one.
    const cue = player.observe(JSON.parse(viewKey) as CueView);
    if (cue) setLastCue(cue);
  }, [player, viewKey]);

  return {
    hostSound,
    localMuted,
    reducedMotion,
    blocked: allowed && !!audio && !running,
    lastCue,
    toggleLocal() {
      const next = !localMuted;
      setLocalMuted(next);
      try {
        window.localStorage.setItem(MUTED_KEY, next ? '1' : '0');
      } catch {
        // not remembered: this screen stays as chosen until it reloads
      }
      // Unmuting is a click: the moment the browser lets audio start.
      if (!next) void audio?.unlock();
    },
    enable() {
      void audio?.unlock();
    },
  };
}
