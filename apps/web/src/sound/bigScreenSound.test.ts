import { describe, expect, it } from 'vitest';
import { BigScreenSoundEngine } from './bigScreenSound';
import type { Cue, CueView } from './cues';
import type { BigScreenAudio } from './webAudio';

/** An audio output the test controls: blocked until unlocked, recording what it plays. */
function fakeAudio() {
  const played: Cue[] = [];
  let running = false;
  const listeners = new Set<() => void>();
  const audio: BigScreenAudio = {
    get running() {
      return running;
    },
    unlock: async () => {
      running = true;
      listeners.forEach((l) => l());
      return true;
    },
    onChange: (l) => (listeners.add(l), () => listeners.delete(l)),
    close() {},
    play: (cue) => played.push(cue),
  };
  return { audio, played };
}

const view = (change: Partial<CueView>): CueView => ({
  status: 'LIVE',
  step: 'answering',
  slideId: 'q1',
  round: 0,
  paused: false,
  secondsLeft: 10,
  podiumSlide: false,
  ...change,
});
const ON = { hostSound: true, localMuted: false, reducedMotion: false };

describe('a big screen’s sound', () => {
  it('asks for "Enable sound" while the browser blocks audio, and plays once unlocked', async () => {
    const { audio, played } = fakeAudio();
    const engine = new BigScreenSoundEngine(() => audio, ON);
    engine.setSwitches(ON);
    expect(engine.getSnapshot().blocked).toBe(true);
    engine.unlock();
    await Promise.resolve();
    expect(engine.getSnapshot().blocked).toBe(false);
    engine.observe(view({}));
    engine.observe(view({ step: 'reveal', secondsLeft: null }));
    expect(played).toEqual(['reveal']);
    expect(engine.getSnapshot().lastCue).toBe('reveal');
  });

  it('never makes an audio output while muted by the host, here, or by reduced motion', () => {
    let made = 0;
    for (const switches of [
      { ...ON, hostSound: false },
      { ...ON, localMuted: true },
      { ...ON, reducedMotion: true },
    ]) {
      const engine = new BigScreenSoundEngine(() => (made++, fakeAudio().audio), switches);
      engine.setSwitches(switches);
      engine.observe(view({}));
      engine.observe(view({ step: 'reveal', secondsLeft: null }));
      expect(engine.getSnapshot()).toMatchObject({ blocked: false, lastCue: null });
    }
    expect(made).toBe(0);
  });

  it('takes a repeated view (a re-render) as the same moment', () => {
    const { audio, played } = fakeAudio();
    const engine = new BigScreenSoundEngine(() => audio, ON);
    engine.setSwitches(ON);
    engine.unlock();
    engine.observe(view({ secondsLeft: 3.1 }));
    engine.observe(view({ secondsLeft: 2.9 }));
    engine.observe(view({ secondsLeft: 2.9 }));
    expect(played).toEqual(['tick']);
  });
});
