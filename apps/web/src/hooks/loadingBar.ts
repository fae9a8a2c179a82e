import { LOADING_BAR } from '../config';

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100; the bar's CSS transition animates between values. */
  progress: number;
  /** How long the transition to `progress` should take. */
  transitionMs: number;
}

export const HIDDEN: LoadingBarState = { visible: false, progress: 0, transitionMs: 0 };

/** The fill the bar creeps to during the 5 s: never full until the navigation ends. */
const CREEP_TO = 90;

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };

/**
 * The loading bar's timing, free of React so it can run on a fake clock: a route change
 * shows the bar only after 200 ms (fast changes never flash it), fills over about 5 s,
 * jumps to full when done and hides 500 ms later.
 */
export class LoadingBarController {
  private state: LoadingBarState = HIDDEN;
  private pending: unknown[] = [];
  private active = false;

  constructor(
    private readonly onChange: (state: LoadingBarState) => void,
    private readonly timers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id as number) },
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.clearAll();
    this.later(() => {
      this.emit({ visible: true, progress: 0, transitionMs: 0 });
      // Next tick, so the browser paints 0 % before transitioning towards the creep target.
      this.later(() => this.emit({ visible: true, progress: CREEP_TO, transitionMs: LOADING_BAR.durationMs }), 16);
    }, LOADING_BAR.throttleMs);
  }

  finish(): void {
    if (!this.active) return;
    this.active = false;
    this.clearAll();
    if (!this.state.visible) return;
    this.emit({ visible: true, progress: 100, transitionMs: 200 });
    this.later(() => this.emit(HIDDEN), LOADING_BAR.hideDelayMs);
  }

  dispose(): void {
    this.clearAll();
  }

  private later(fn: () => void, ms: number): void {
    this.pending.push(this.timers.set(fn, ms));
  }

  private clearAll(): void {
    for (const id of this.pending) this.timers.clear(id);
    this.pending = [];
  }

  private emit(state: LoadingBarState): void {
    this.state = state;
    this.onChange(state);
  }
}
