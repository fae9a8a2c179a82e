import { describe, expect, it } from 'vitest';
import { CuePlayer, cueFor, type Cue, type CueView, type SoundSwitches } from './cues';

const base: CueView = {
  status: 'LIVE',
  step: 'answering',
  slideId: 'q1',
  round: 0,
  paused: false,
  secondsLeft: 20,
  podiumSlide: false,
};
const at = (change: Partial<CueView>): CueView => ({ ...base, ...change });
const ON: SoundSwitches = { hostSound: true, localMuted: false, reducedMotion: false };

/** Plays views through a player into a recording sink. */
function play(views: CueView[], switches: SoundSwitches = ON): Cue[] {
  const played: Cue[] = [];
  const player = new CuePlayer({ play: (c) => played.push(c) }, switches);
  for (const v of views) player.observe(v);
  return played;
}

/** The countdown as the big screen renders it: five times a second. */
const countdown = (from: number, to: number, change: Partial<CueView> = {}) =>
  Array.from({ length: Math.round((from - to) * 5) + 1 }, (_, i) => at({ ...change, secondsLeft: from - i * 0.2 }));

describe('big screen sound cues', () => {
  it('ticks each of the last five seconds once, the last one differently', () => {
    expect(play(countdown(8, 0))).toEqual(['tick', 'tick', 'tick', 'tick', 'lastTick']);
  });

  it('plays the reveal when the answer is revealed, and the podium at the end', () => {
    expect(play([at({ secondsLeft: 3 }), at({ step: 'reveal', secondsLeft: null })])).toEqual(['reveal']);
    expect(play([at({ step: 'leaderboard', secondsLeft: null }), at({ status: 'ENDED', step: null, slideId: null })])).toEqual(['podium']);
  });

  it('plays the podium for a leaderboard slide drawn as one, not for the leaderboard between questions', () => {
    const podium = at({ slideId: 'lb', step: 'show', secondsLeft: null, podiumSlide: true });
    expect(play([at({ step: 'reveal', secondsLeft: null }), podium])).toEqual(['podium']);
    expect(play([at({ step: 'reveal', secondsLeft: null }), at({ step: 'leaderboard', secondsLeft: null })])).toEqual([]);
  });

  it('stays quiet for the state a screen opens in: a reload does not replay the reveal', () => {
    expect(play([at({ step: 'reveal', secondsLeft: null })])).toEqual([]);
    expect(play([at({ status: 'ENDED', step: null })])).toEqual([]);
    expect(cueFor(null, at({ secondsLeft: 3 }))).toBeNull();
  });

  it('does not tick while paused, nor when time is added', () => {
    expect(play(countdown(6, 0, { paused: true }))).toEqual([]);
    expect(play([at({ secondsLeft: 3.1 }), at({ secondsLeft: 13 }), at({ secondsLeft: 12.9 })])).toEqual([]);
  });

  it('a re-opened question counts down again', () => {
    const first = countdown(2, 0.5);
    const again = countdown(2, 0.5, { round: 1 });
    expect(play([...first, ...again])).toEqual(['lastTick', 'lastTick']);
  });

  it('plays nothing when the host muted, this screen is muted, or reduced motion is asked for', () => {
    const views = [...countdown(6, 0), at({ step: 'reveal', secondsLeft: null }), at({ status: 'ENDED', step: null })];
    expect(play(views)).toEqual(['tick', 'tick', 'tick', 'tick', 'lastTick', 'reveal', 'podium']);
    expect(play(views, { ...ON, hostSound: false })).toEqual([]);
    expect(play(views, { ...ON, localMuted: true })).toEqual([]);
    expect(play(views, { ...ON, reducedMotion: true })).toEqual([]);
  });

  it('unmuting later does not play what was missed, only what comes next', () => {
    const played: Cue[] = [];
    const player = new CuePlayer({ play: (c) => played.push(c) }, { ...ON, localMuted: true });
    player.observe(at({ secondsLeft: 1 }));
    player.observe(at({ step: 'reveal', secondsLeft: null }));
    player.setSwitches(ON);
    player.observe(at({ step: 'reveal', secondsLeft: null }));
    expect(played).toEqual([]);
    player.observe(at({ status: 'ENDED', step: null }));
    expect(played).toEqual(['podium']);
  });
});
