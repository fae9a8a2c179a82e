import { CuePlayer, soundAllowed, type Cue, type CueView, type SoundSwitches } from './cues';
import type { BigScreenAudio } from './webAudio';

export interface SoundSnapshot {
  switches: SoundSwitches;
  /** Sound is wanted but the browser has not let audio start yet: show "Enable sound". */
  blocked: boolean;
  lastCue: Cue | null;
}

/**
 * One big screen's sound, outside React: the cue player, the audio output (made only once
 * sound is wanted, so a muted screen never asks for audio) and what the control shows.
 * The hook subscribes to it; the screen tells it each view and switch change.
 */
export class BigScreenSoundEngine {
  private audio: BigScreenAudio | null = null;
  private readonly player: CuePlayer;
  private snapshot: SoundSnapshot;
  private readonly listeners = new Set<() => void>();
  private lastViewKey = '';

  constructor(
    private readonly makeAudio: () => BigScreenAudio | null,
    switches: SoundSwitches,
  ) {
    this.player = new CuePlayer({ play: (cue) => this.audio?.play(cue) }, switches);
    this.snapshot = { switches, blocked: false, lastCue: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SoundSnapshot => this.snapshot;

  setSwitches(switches: SoundSwitches): void {
    this.player.setSwitches(switches);
    if (soundAllowed(switches) && !this.audio) {
      this.audio = this.makeAudio();
      this.audio?.onChange(() => this.publish({}));
    }
    this.publish({ switches });
  }

  /** The screen shows `view` now; the same view again (a re-render) is not a new moment. */
  observe(view: CueView): void {
    const key = JSON.stringify(view);
    if (key === this.lastViewKey) return;
    this.lastViewKey = key;
    const cue = this.player.observe(view);
    if (cue) this.publish({ lastCue: cue });
  }

  /** From a click: browsers start audio only in answer to a gesture. */
  unlock(): void {
    void this.audio?.unlock().then(() => this.publish({}));
  }

  close(): void {
    this.audio?.close();
    this.audio = null;
    this.listeners.clear();
  }

  private publish(change: Partial<SoundSnapshot>): void {
    const switches = change.switches ?? this.snapshot.switches;
    const blocked = soundAllowed(switches) && !!this.audio && !this.audio.running;
    this.snapshot = { ...this.snapshot, ...change, blocked };
    this.listeners.forEach((l) => l());
  }
}
